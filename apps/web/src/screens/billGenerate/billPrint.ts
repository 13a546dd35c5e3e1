import { BILL_MESSAGES } from '@quaybook/contract';
import { dmyToIso } from '@quaybook/domain';

/** What Print has in hand: the checked reports, the bill date as typed, the filters applied. */
interface PrintDraft {
  reportIds: readonly number[];
  /** dd/mm/yyyy as typed. */
  billDate: string;
  /** The Report Type filter applied ('' for none). */
  reportType: string;
  roundOff: boolean;
  /** The server's day, yyyy-mm-dd: a bill is never dated after it. */
  today: string;
}

interface GenerateQuery {
  reportid: string;
  billdate: string;
  discount: 0;
  chkround: 0 | 1;
}

/**
 * The checks of 002 §5 before a bill is generated, in the spec's order; the query to send when
 * they pass, else the message to show.
 */
export function printRequest(
  draft: PrintDraft,
): { query: GenerateQuery; message?: undefined } | { message: string } {
  if (draft.reportIds.length === 0) return { message: BILL_MESSAGES.selectInspection };
  if (draft.billDate.trim() === '') return { message: BILL_MESSAGES.insertReportDate };
  const billdate = dmyToIso(draft.billDate.trim());
  if (!billdate) return { message: BILL_MESSAGES.invalidBillDate };
  if (billdate > draft.today) return { message: BILL_MESSAGES.billDateAfterToday };
  if (draft.reportType === '') return { message: BILL_MESSAGES.selectReportType };
  return {
    query: {
      reportid: draft.reportIds.join(','),
      billdate,
      discount: 0,
      chkround: draft.roundOff ? 1 : 0,
    },
  };
}
