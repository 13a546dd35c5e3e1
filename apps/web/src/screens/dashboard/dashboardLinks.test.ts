import { describe, expect, it } from 'vitest';
import { dashboardLinks } from './dashboardLinks';

const day = { today: '2026-11-24', monthStart: '2026-11-01' };

describe('dashboardLinks', () => {
  it('leads each figure to its list with the filters that count the same rows', () => {
    expect(dashboardLinks.today(day, 7)).toBe(
      '/transactionmanagment?fromdate=2026-11-24&todate=2026-11-24&movement=7',
    );
    expect(dashboardLinks.month(day)).toBe(
      '/transactionmanagment?fromdate=2026-11-01&todate=2026-11-24',
    );
    expect(dashboardLinks.unreported({ partyId: 12 })).toBe('/inspectionreport?party=12');
    expect(dashboardLinks.bills(day)).toBe('/billregister?fromdate=2026-11-01&todate=2026-11-24');
    expect(
      dashboardLinks.advance({
        vcnId: 5,
        vcn: 'KDS2600001',
        vesselId: 2,
        vessel: 'MSC Asha',
        movetype: 'E',
        listed: 10,
        waiting: 4,
      }),
    ).toBe('/transactionuser?vcn=5&movetype=E');
  });

  it('leaves out a party that has no link party, so the screen asks for one', () => {
    expect(dashboardLinks.unbilled({ partyId: null })).toBe('/billgenerate');
    expect(dashboardLinks.edi()).toBe('/mscediexcel');
  });
});
