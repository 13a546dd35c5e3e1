import { CUSTOMS_MESSAGES, type EgmListRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import type { DisplayColumn } from '../../lists/table/columns';
import { CUSTOMS_CALL_GROUP, customsCallFilters } from '../customsLists/customsCallFilters';

/**
 * EGM Uploaded List's filters (002 §2.4, §5), each under the name the filter JSON gives it:
 * a party's call (party, vessel, voyage) or container numbers; a VCN fills its vessel, export
 * voyage and location.
 */
export const egmListFilters: FilterBarSpec = {
  filters: [...customsCallFilters, { kind: 'containers', param: 'contnumber' }],
  anyOf: {
    groups: [CUSTOMS_CALL_GROUP, ['contnumber']],
    message: CUSTOMS_MESSAGES.fillRequired,
  },
  submit: 'Show',
  prompt:
    'Choose a party with its vessel and voyage (or a VCN), or type container numbers, then Show.',
};

/** The grid of 002 §2.4 after its S.No. */
export const egmListColumns: readonly DisplayColumn<EgmListRow>[] = [
  { key: 'SBno', title: 'Shipping Bill' },
  { key: 'SBdate', title: 'SB Date', text: (row) => formatDate(row.SBdate) },
  { key: 'contnumber', title: 'Container Number' },
];
