import type { EntityEndpoints } from '@quaybook/contract';
import { isNameTaken, normalizeName } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import type { ListRow, ListScreen } from '../listScreen';
import { rowsQuery } from '../query/listQuery';
import { useDebounced } from '../query/useDebounced';

/** Typing pauses this long before the server is asked whether a name is taken. */
const TYPING_PAUSE_MS = 250;
/** Rows whose name holds the typed one: a name matched in full is among the first few. */
const LOOKED_AT = 50;

/**
 * The entity's duplicate-name refusal for the typed name, live, or nothing: ignoring case and the
 * row being edited, and never for a blank name. A browser-paged list looks at the rows it holds;
 * a server-paged one holds only a page, so it asks the server for rows with the name, once the
 * typing pauses.
 */
export function useUniqueCheck<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  held: readonly ListRow<E>[] | undefined,
  typed: unknown,
  editingId: number | undefined,
): string | undefined {
  const unique = screen.entity.unique;
  const name = unique ? String(typed ?? '').trim() : '';
  const asking = screen.paging === 'server' && unique !== undefined;
  const settled = useDebounced(name, TYPING_PAUSE_MS);
  const answer = useQuery({
    ...rowsQuery(screen, { search: settled, page: 1, pageSize: LOOKED_AT }),
    enabled: asking && settled !== '',
  });
  if (!unique || name === '') return undefined;
  const rows = asking
    ? normalizeName(settled) === normalizeName(name)
      ? answer.data?.rows
      : undefined
    : held;
  const taken = isNameTaken(name, rows ?? [], {
    nameOf: (row) => String(row[unique.field] ?? ''),
    keyOf: (row) => Number(row[screen.entity.id]),
    ...(editingId === undefined ? {} : { editingKey: editingId }),
  });
  return taken ? unique.message : undefined;
}
