import type { CodeRow } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { referenceQuery } from '../reference/referenceLists';

/** The three CEDEX code lists a damage line chooses from. */
export type DamageCodeKind = 'component' | 'damage' | 'repair';

/** Each kind's reference list: kept in the browser, so a line can be typed without a network. */
const LISTS = { component: 'components', damage: 'damages', repair: 'repairs' } as const;

/** 'DT - Dent' as a code is offered and shown. */
export function codeLabel(code: Pick<CodeRow, 'shortName' | 'description'>): string {
  return `${code.shortName} - ${code.description}`;
}

/** The active codes of a list, which a new or changed line may use. */
export function useActiveCodes(kind: DamageCodeKind): CodeRow[] {
  return (useQuery(referenceQuery(LISTS[kind])).data ?? []) as CodeRow[];
}
