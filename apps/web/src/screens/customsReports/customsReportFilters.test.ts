import { CUSTOMS_REPORT_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { checkFilters } from '../../lists/filters/filterRules';
import { filterQuery, valuesOf } from '../../lists/filters/filterValues';
import { customsReportFilters, odexReportFilters } from './customsReportFilters';

const party = () => ({ applicantId: 7, accountId: 9 });

describe('the mismatch reports’ filters', () => {
  it('ask for the party, then the vessel, then the voyage, with the contract’s messages', () => {
    for (const spec of [customsReportFilters, odexReportFilters]) {
      expect(checkFilters(spec, {}).message).toBe(CUSTOMS_REPORT_MESSAGES.selectParty);
      expect(checkFilters(spec, { party: '3' }).message).toBe(CUSTOMS_REPORT_MESSAGES.selectVessel);
      expect(checkFilters(spec, { party: '3', vessel: '4' }).message).toBe(
        CUSTOMS_REPORT_MESSAGES.selectVoyage,
      );
    }
    expect(
      checkFilters(customsReportFilters, { party: '3', vessel: '4', voyage: '5' }).message,
    ).toBeUndefined();
  });

  it('send the party as applicant and account, the report type as its code, dates as ISO', () => {
    const draft = { party: '3', vessel: '4', voyage: '5', rpttype: '6', fromdate: '01/11/2026' };
    expect(checkFilters(odexReportFilters, draft).message).toBeUndefined();
    expect(
      filterQuery(odexReportFilters.filters, valuesOf(odexReportFilters.filters, draft), party),
    ).toEqual({
      applicant: 7,
      account: 9,
      vessel: 4,
      voyage: 5,
      rpttype: 6,
      fromdate: '2026-11-01',
    });
  });
});
