import type { MisMaster } from '@quaybook/contract';

/** An MIS bill's master, a plain survey bill of no party until `overrides` names one. */
export const misMaster = (overrides: Partial<MisMaster> = {}): MisMaster => ({
  applicantID: 0,
  accountID: 0,
  billdate: '2026-11-20',
  custrefno: 'PO-7781',
  isReport: 0,
  reportno: '',
  reportdate: '',
  isRound: 0,
  nonGstBill: 0,
  isExpBill: 0,
  particulars: 'Survey of containers at KPD',
  ...overrides,
});
