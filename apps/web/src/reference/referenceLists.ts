import { api, type DataOf, type Endpoint } from '@quaybook/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';
import { readCache, registerCacheKey, writeCache } from './referenceCache';

type ListEndpoint = Endpoint;
type RowOf<E extends ListEndpoint> = DataOf<E> extends readonly (infer R)[] ? R : never;

interface ReferenceList<E extends ListEndpoint> {
  storageKey: string;
  endpoint: E;
  idKey: keyof RowOf<E> & string;
  placeholder: Partial<RowOf<E>>;
}

function reference<E extends ListEndpoint>(list: ReferenceList<E>): ReferenceList<E> {
  registerCacheKey(list.storageKey);
  return list;
}

/** The lists the dashboard prefetches and screens read; one entry per list. */
export const referenceLists = {
  states: reference({
    storageKey: 'states',
    endpoint: api.reference.listStates,
    idKey: 'stateId',
    placeholder: { stateId: 0, stateName: 'Select State' },
  }),
  countries: reference({
    storageKey: 'countries',
    endpoint: api.reference.listCountries,
    idKey: 'CountryID',
    placeholder: { CountryID: 0, CountryName: 'Select Country' },
  }),
  banks: reference({
    storageKey: 'banks',
    endpoint: api.reference.listBanks,
    idKey: 'autoid',
    placeholder: { autoid: 0, BankName: 'Select Bank' },
  }),
  ports: reference({
    storageKey: 'ports',
    endpoint: api.port.list,
    idKey: 'portid',
    placeholder: { portid: 0, name: 'Select Port' },
  }),
  /** CFS locations; the server's list already carries the Party entry (locationid 4000). */
  cfs: reference({
    storageKey: 'cfs',
    endpoint: api.location.listCfs,
    idKey: 'locationid',
    placeholder: { locationid: 0, Name: 'Select CFS' },
  }),
  locations: reference({
    storageKey: 'locations',
    endpoint: api.location.list,
    idKey: 'locationid',
    placeholder: { locationid: 0, Name: 'Select Location' },
  }),
  /** The docks, cached under the spec's key 'Area'. */
  areas: reference({
    storageKey: 'Area',
    endpoint: api.location.listMaster,
    idKey: 'locationid',
    placeholder: { locationid: 0, Name: 'Select Area' },
  }),
  voyages: reference({
    storageKey: 'voyages',
    endpoint: api.voyage.list,
    idKey: 'Voyageid',
    placeholder: { Voyageid: 0, Name: 'Select Voyage' },
  }),
  vessels: reference({
    storageKey: 'vessels',
    endpoint: api.vessel.list,
    idKey: 'Vesselid',
    placeholder: { Vesselid: 0, Name: 'Select Vessel' },
  }),
  applicants: reference({
    storageKey: 'applicants',
    endpoint: api.applicant.list,
    idKey: 'applicantid',
    placeholder: { applicantid: 0, applicantname: 'Select Applicant' },
  }),
  accounts: reference({
    storageKey: 'accounts',
    endpoint: api.account.list,
    idKey: 'accountid',
    placeholder: { accountid: 0, accountname: 'Select Account' },
  }),
  linkParties: reference({
    storageKey: 'linkParties',
    endpoint: api.linkParty.list,
    idKey: 'autoid',
    placeholder: { autoid: 0, short_name: 'Select Party' },
  }),
  movements: reference({
    storageKey: 'movements',
    endpoint: api.movement.list,
    idKey: 'Movid',
    placeholder: { Movid: 0, Name: 'Select Movement' },
  }),
  // Not cached by the spec's screens, but read by several forms and slow to change.
  isoCodes: reference({
    storageKey: 'isoCodes',
    endpoint: api.reference.listIsoCodes,
    idKey: 'isocode',
    placeholder: { isocode: '', typetext: 'Select ISO Code' },
  }),
  containerTypes: reference({
    storageKey: 'containerTypes',
    endpoint: api.reference.listContainerTypes,
    idKey: 'autoid',
    placeholder: { autoid: 0, typetext: 'Select Container Type' },
  }),
  activeVcns: reference({
    storageKey: 'activeVcns',
    endpoint: api.vcn.activeDetailList,
    idKey: 'vcnID',
    placeholder: { vcnID: 0, vcndtl: 'Select One' },
  }),
  companies: reference({
    storageKey: 'companies',
    endpoint: api.company.list,
    idKey: 'companyid',
    placeholder: { companyid: 0, companyname: 'Select Company' },
  }),
};

export type ReferenceName = keyof typeof referenceLists;

/**
 * The query for a reference list: shown at once from local storage, refreshed from the server,
 * and written back to local storage whenever it is fetched.
 */
export function referenceQuery<N extends ReferenceName>(name: N) {
  const list = referenceLists[name] as ReferenceList<ListEndpoint>;
  const placeholderId = (list.placeholder as Record<string, unknown>)[list.idKey];
  const isPlaceholder = (row: unknown) =>
    (row as Record<string, unknown>)[list.idKey] === placeholderId;
  return queryOptions({
    queryKey: ['reference', name] as const,
    queryFn: async () => {
      const { data } = await call(list.endpoint, {});
      const rows = data as RowOf<(typeof referenceLists)[N]['endpoint']>[];
      writeCache(list.storageKey, rows, list.placeholder as object);
      return rows;
    },
    // Read from local storage only when the query is first made, not on every render that
    // names it (every select cell of an open row does).
    initialData: () =>
      readCache<RowOf<(typeof referenceLists)[N]['endpoint']>>(list.storageKey, isPlaceholder),
    initialDataUpdatedAt: 0,
  });
}
