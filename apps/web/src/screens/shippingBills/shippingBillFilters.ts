import { CUSTOMS_MESSAGES } from '@quaybook/contract';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { CUSTOMS_CALL_GROUP, customsCallFilters } from '../customsLists/customsCallFilters';

/**
 * Shipping Bills' filters (002 §2.4, §5), each under the name the list call's filter JSON gives
 * it. Party, VCN, vessel and voyage are starred on the spec's screen, yet a search may instead
 * name containers or a date range: the rule over them says so before any call.
 */
export const shippingBillFilters: FilterBarSpec = {
  filters: [
    ...customsCallFilters,
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
    { kind: 'containers', param: 'contnumber', label: "Container's" },
  ],
  anyOf: {
    groups: [CUSTOMS_CALL_GROUP, ['contnumber'], ['fromdate', 'todate']],
    message: CUSTOMS_MESSAGES.fillRequired,
  },
  submit: 'Show',
  inputWidth: 140,
  prompt:
    'Choose a party with its vessel and voyage (a VCN fills them), some container numbers, or a From and To date, then Show.',
};
