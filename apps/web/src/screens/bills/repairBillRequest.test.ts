import { BILL_MESSAGES, REPAIR_BILL_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { repairBillRequest } from './repairBillRequest';

const draft = { estimateIds: [4, 9], billDate: '22/11/2026', roundOff: true, today: '2026-11-28' };

describe('repairBillRequest', () => {
  it('asks for the checked estimates on the typed day, rounded off as ticked', () => {
    expect(repairBillRequest(draft)).toEqual({
      query: { estimateid: '4,9', billdate: '2026-11-22', chkround: 1 },
    });
    expect(repairBillRequest({ ...draft, roundOff: false })).toEqual({
      query: { estimateid: '4,9', billdate: '2026-11-22', chkround: 0 },
    });
  });

  it('says what is missing or wrong before anything is sent, in the server’s words', () => {
    expect(repairBillRequest({ ...draft, estimateIds: [] }).message).toBe(
      REPAIR_BILL_MESSAGES.selectEstimate,
    );
    expect(repairBillRequest({ ...draft, billDate: ' ' }).message).toBe(
      BILL_MESSAGES.insertReportDate,
    );
    expect(repairBillRequest({ ...draft, billDate: '31/02/2026' }).message).toBe(
      BILL_MESSAGES.invalidBillDate,
    );
    expect(repairBillRequest({ ...draft, billDate: '29/11/2026' }).message).toBe(
      BILL_MESSAGES.billDateAfterToday,
    );
  });
});
