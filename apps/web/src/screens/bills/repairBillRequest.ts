import { BILL_MESSAGES, REPAIR_BILL_MESSAGES } from '@quaybook/contract';
import { dmyToIso } from '@quaybook/domain';

/** What Generate has in hand: the checked estimates, the bill date as typed, round off. */
interface RepairBillDraft {
  estimateIds: readonly number[];
  /** dd/mm/yyyy as typed. */
  billDate: string;
  roundOff: boolean;
  /** The server's day, yyyy-mm-dd: a bill is never dated after it. */
  today: string;
}

interface RepairBillQuery {
  estimateid: string;
  billdate: string;
  chkround: 0 | 1;
}

/**
 * The checks before a repair bill is generated, as the server makes them: the query to send
 * when they pass, else the message to show.
 */
export function repairBillRequest(
  draft: RepairBillDraft,
): { query: RepairBillQuery; message?: undefined } | { message: string } {
  if (draft.estimateIds.length === 0) return { message: REPAIR_BILL_MESSAGES.selectEstimate };
  if (draft.billDate.trim() === '') return { message: BILL_MESSAGES.insertReportDate };
  const billdate = dmyToIso(draft.billDate.trim());
  if (!billdate) return { message: BILL_MESSAGES.invalidBillDate };
  if (billdate > draft.today) return { message: BILL_MESSAGES.billDateAfterToday };
  return {
    query: {
      estimateid: draft.estimateIds.join(','),
      billdate,
      chkround: draft.roundOff ? 1 : 0,
    },
  };
}
