import { REPORT_MESSAGES, type ReportRow } from '@quaybook/contract';

/** Why a report cannot be changed: it is on a bill until cleared from it. */
export const reportLock = (row: Pick<ReportRow, 'rptno' | 'billno'>): string | undefined =>
  row.billno ? REPORT_MESSAGES.billed(row.rptno, row.billno) : undefined;
