import { api, type CodeRow } from '@quaybook/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { queryKeys } from '../queryKeys';

/** The three CEDEX code lists a damage line chooses from. */
export type DamageCodeKind = 'component' | 'damage' | 'repair';

const ACTIVE = {
  component: api.component.listActive,
  damage: api.damage.listActive,
  repair: api.repair.listActive,
} as const;

/** The active codes of one list, which a new or changed line may use. */
function activeCodesQuery(kind: DamageCodeKind) {
  const endpoint = ACTIVE[kind];
  return queryOptions({
    queryKey: queryKeys.list(endpoint.path),
    queryFn: async () => (await call(endpoint, {})).data,
    staleTime: 5 * 60_000,
  });
}

/** 'DT - Dent' as a code is offered and shown. */
export function codeLabel(code: Pick<CodeRow, 'shortName' | 'description'>): string {
  return `${code.shortName} - ${code.description}`;
}

/** The active codes of a list. */
export function useActiveCodes(kind: DamageCodeKind): CodeRow[] {
  return useQuery(activeCodesQuery(kind)).data ?? [];
}
