import { CUSTOMS_MESSAGES, type EgmListRow } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import type { DisplayColumn } from '../../lists/table/columns';

/**
 * EGM Uploaded List's filters (002 §2.4, §5), each under the name the filter JSON gives it:
 * a party's call (party, vessel, voyage) or container numbers; a VCN fills its vessel, export
 * voyage and location.
 */
export const egmListFilters: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'party', sends: { applicant: 'applicantID', account: 'accountID' } },
    {
      kind: 'vcn',
      param: 'vcnID',
      fills: { vessel: 'vesselID', exportVoyage: 'VoyId', location: 'locID' },
    },
    { kind: 'vessel', param: 'vesselID' },
    { kind: 'voyage', param: 'VoyId' },
    { kind: 'location', param: 'locID' },
    { kind: 'containers', param: 'contnumber' },
  ],
  anyOf: {
    groups: [['party', 'vesselID', 'VoyId'], ['contnumber']],
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
