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
};

export type ReferenceName = keyof typeof referenceLists;

/**
 * The query for a reference list: shown at once from local storage, refreshed from the server,
 * and written back to local storage whenever it is fetched.
 */
export function referenceQuery<N extends ReferenceName>(name: N) {
  const list = referenceLists[name] as ReferenceList<ListEndpoint>;
  const isPlaceholder = (row: unknown) => (row as Record<string, unknown>)[list.idKey] === 0;
  const cached = readCache<RowOf<(typeof referenceLists)[N]['endpoint']>>(
    list.storageKey,
    isPlaceholder,
  );
  return queryOptions({
    queryKey: ['reference', name] as const,
    queryFn: async () => {
      const { data } = await call(list.endpoint, {});
      const rows = data as RowOf<(typeof referenceLists)[N]['endpoint']>[];
      writeCache(list.storageKey, rows, list.placeholder as object);
      return rows;
    },
    ...(cached ? { initialData: cached, initialDataUpdatedAt: 0 } : {}),
  });
}
