import { useState } from 'react';
import {
  addRows,
  NO_SELECTION,
  type Selection,
  selectedCount,
  shownState,
  toggleAllShown,
  toggleRow,
} from './selection';

/**
 * The ticked rows of a table. Ticks belong to the rows a filter and search found: when `scope`
 * (the applied filter and search) changes, the selection is cleared, so a bulk action never
 * reaches rows the user no longer sees.
 */
export function useSelection(scope: string) {
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const [seenScope, setSeenScope] = useState(scope);
  if (scope !== seenScope) {
    setSeenScope(scope);
    setSelection(NO_SELECTION);
  }
  return {
    selection,
    count: selectedCount(selection),
    isSelected: (id: string) => selection.has(id),
    toggle: (id: string) => setSelection((current) => toggleRow(current, id)),
    shownState: (shown: readonly string[]) => shownState(selection, shown),
    toggleAllShown: (shown: readonly string[]) =>
      setSelection((current) => toggleAllShown(current, shown)),
    /** Ticks these rows too: every row found, on every page ('Select all … found'). */
    add: (ids: readonly string[]) => setSelection((current) => addRows(current, ids)),
    clear: () => setSelection(NO_SELECTION),
  };
}

export type RowSelection = ReturnType<typeof useSelection>;
