import type { SessionUser } from '@quaybook/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  placeholderOf,
  type ReferenceName,
  referenceLists,
  referenceQuery,
} from '../../reference/referenceLists';
import type { FormField, FormValues } from './fields';

/** The choice a new record's reference field starts at, before the user picks. */
export type StartingChoice =
  /** The entry with this name ('India': the business is an Indian depot). */
  | { named: string }
  /** The signed-in user's company's own entry (its state), as the session carries it. */
  | { ofCompany: 'state_id' | 'country_id' }
  /** The list's one entry, when it has exactly one (the only company a user can be in). */
  | 'onlyChoice';

/** The id the choice starts at among a list's entries (the 'Select …' entry left out), if any. */
export function startingChoice(
  start: StartingChoice,
  entries: readonly { id: unknown; name: string }[],
  session: Pick<SessionUser, 'state_id' | 'country_id'> | null,
): unknown {
  if (start === 'onlyChoice') return entries.length === 1 ? entries[0]?.id : undefined;
  if ('named' in start)
    return entries.find((entry) => entry.name.toLowerCase() === start.named.toLowerCase())?.id;
  const own = session?.[start.ofCompany];
  return entries.find((entry) => String(entry.id) === String(own))?.id;
}

/**
 * The starting choices of a new record's fields, read from their reference lists (from the cache,
 * or asked for when not yet loaded).
 */
export async function startingChoices(
  fields: readonly FormField[],
  queryClient: QueryClient,
  session: SessionUser | null,
): Promise<FormValues> {
  const chosen = await Promise.all(
    fields.map(async (field) => {
      const { input } = field;
      if (input.kind !== 'reference' || !input.startsAt) return [];
      const name: ReferenceName = input.list;
      const list = referenceLists[name];
      const idKey = input.value ?? list.id;
      const nameKey = input.label ?? list.label;
      const empty = placeholderOf(list)[list.id];
      const rows = (await queryClient.ensureQueryData(referenceQuery(name))) as Record<
        string,
        unknown
      >[];
      const entries = rows
        .filter((row) => row[list.id] !== empty)
        .map((row) => ({ id: row[idKey], name: String(row[nameKey] ?? '') }));
      const id = startingChoice(input.startsAt, entries, session);
      return id === undefined ? [] : [[field.key, id] as const];
    }),
  );
  return Object.fromEntries(chosen.flat());
}
