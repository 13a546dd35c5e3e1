import { BILL_REGISTER_MESSAGES } from '@quaybook/contract';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';

/** Bill Register's filters (002 §2.4): a party, and the period; From Date is required. */
export const billRegisterFilters: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'party', sends: { applicant: 'applicant', account: 'account' } },
    { kind: 'fromDate', param: 'fromdate', required: BILL_REGISTER_MESSAGES.enterFromDate },
    { kind: 'toDate', param: 'todate' },
  ],
  submit: 'Sale Bill Display',
  // The period is what a clerk types first.
  focus: 'fromdate',
  prompt: 'Choose the period, then Sale Bill Display or Sale Bill Excel.',
};
