import { BILL_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { printRequest } from './billPrint';

const ready = {
  reportIds: [7, 9],
  billDate: '20/11/2026',
  reportType: '1',
  roundOff: true,
  today: '2026-11-23',
};

describe('Print on Bill Generate', () => {
  it('sends the checked reports, the bill date as ISO, no discount and the round-off flag', () => {
    expect(printRequest(ready)).toEqual({
      query: { reportid: '7,9', billdate: '2026-11-20', discount: 0, chkround: 1 },
    });
    expect(printRequest({ ...ready, roundOff: false })).toMatchObject({ query: { chkround: 0 } });
  });

  it('asks for a checked report first, then a bill date, then a report type', () => {
    const none = {
      reportIds: [],
      billDate: '',
      reportType: '',
      roundOff: false,
      today: ready.today,
    };
    expect(printRequest(none).message).toBe(BILL_MESSAGES.selectInspection);
    expect(printRequest({ ...none, reportIds: [7] }).message).toBe(BILL_MESSAGES.insertReportDate);
    expect(printRequest({ ...ready, reportType: '' }).message).toBe(BILL_MESSAGES.selectReportType);
  });

  it('refuses a bill date that is not a day, or is after today', () => {
    expect(printRequest({ ...ready, billDate: '31/02/2026' }).message).toBe(
      BILL_MESSAGES.invalidBillDate,
    );
    expect(printRequest({ ...ready, billDate: '24/11/2026' }).message).toBe(
      BILL_MESSAGES.billDateAfterToday,
    );
    expect(printRequest({ ...ready, billDate: '23/11/2026' })).toMatchObject({
      query: { billdate: '2026-11-23' },
    });
  });
});
