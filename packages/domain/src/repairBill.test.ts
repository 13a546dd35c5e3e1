import { describe, expect, it } from 'vitest';
import { approvedAmount, approvedByResponsibility, repairBillLineText } from './repairBill';

const line = {
  responsibility: 'U' as const,
  approved: 1,
  approvedPaise: null,
  labourPaise: 67_500,
  materialPaise: 120_000,
};

describe('what a repair bill charges of an estimate', () => {
  it('takes an approved line at its labour and material, or at the lower amount approved', () => {
    expect(approvedAmount(line)).toBe(187_500);
    expect(approvedAmount({ ...line, approvedPaise: 150_025 })).toBe(150_025);
    expect(approvedAmount({ ...line, labourPaise: null })).toBe(120_000);
  });

  it('takes nothing of a rejected or undecided line', () => {
    expect(approvedAmount({ ...line, approved: 0 })).toBe(0);
    expect(approvedAmount({ ...line, approved: null, approvedPaise: 5_000 })).toBe(0);
  });

  it('sums the approved amounts by who pays: the line, the owner, a third party', () => {
    expect(
      approvedByResponsibility([
        line,
        { ...line, approvedPaise: 60_025 },
        { ...line, responsibility: 'O', labourPaise: 22_500, materialPaise: 10_000 },
        { ...line, responsibility: 'T', labourPaise: 45_000, materialPaise: 20_000 },
        { ...line, approved: 0 },
      ]),
    ).toEqual({ U: 247_525, O: 32_500, T: 65_000 });
    expect(approvedByResponsibility([])).toEqual({ U: 0, O: 0, T: 0 });
  });

  it('words a bill line by its container and estimate', () => {
    expect(repairBillLineText('MSKU1234565', 'EOR/26-27/00001')).toBe(
      'Repair of MSKU1234565 (EOR/26-27/00001)',
    );
  });
});
