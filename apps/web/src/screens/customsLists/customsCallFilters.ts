import type { FilterSpec } from '../../lists/filters/filterSpec';

/**
 * The party's call as Shipping Bills and EGM Uploaded List ask for it (002 §2.4), each filter
 * under the name of the lists' filter JSON (`customsListFilter`): choosing a VCN fills the
 * vessel, the export voyage and the dock.
 */
export const customsCallFilters: readonly FilterSpec[] = [
  { kind: 'party', param: 'party', sends: { applicant: 'applicantID', account: 'accountID' } },
  {
    kind: 'vcn',
    param: 'vcnID',
    fills: { vessel: 'vesselID', exportVoyage: 'VoyId', location: 'locID' },
  },
  { kind: 'vessel', param: 'vesselID' },
  { kind: 'voyage', param: 'VoyId' },
  { kind: 'location', param: 'locID' },
];

/** The filters that together name a party's call, one group of the lists' `anyOf` rule. */
export const CUSTOMS_CALL_GROUP = ['party', 'vesselID', 'VoyId'] as const;
