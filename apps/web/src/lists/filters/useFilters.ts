import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { referenceQuery } from '../../reference/referenceLists';
import { isApplicable } from './filterRules';
import type { FilterBarSpec } from './filterSpec';
import { type FilterValues, filterQuery, readFilters, writeFilters } from './filterValues';

const NONE: FilterBarSpec['filters'] = [];

/**
 * A screen's applied filters, kept in the URL so that back, reload and a shared link show the
 * same rows. `query` is what the list is asked for, once the applied values meet the screen's
 * rules (always, for a screen without filters); `scope` changes whenever it does.
 */
export function useFilters(spec: FilterBarSpec | undefined) {
  const [params, setParams] = useSearchParams();
  const filters = spec?.filters ?? NONE;
  const search = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL text stands for its params
  const values = useMemo(() => readFilters(filters, params), [filters, search]);
  const byParty = filters.some((filter) => filter.kind === 'party');
  const parties = useQuery({ ...referenceQuery('linkParties'), enabled: byParty });
  const applied = spec === undefined || isApplicable(spec, values);
  const queryOf = useCallback(
    (of: FilterValues) =>
      filterQuery(filters, of, (autoid) => parties.data?.find((party) => party.autoid === autoid)),
    [filters, parties.data],
  );
  const query = useMemo(() => (applied ? queryOf(values) : undefined), [applied, queryOf, values]);
  const apply = useCallback(
    (next: FilterValues) => setParams((previous) => writeFilters(filters, next, previous)),
    [filters, setParams],
  );
  return {
    values,
    query,
    scope: JSON.stringify(query ?? null),
    apply,
    /** What the list would be asked for with these values (an action run with the bar's values). */
    queryOf,
  };
}
