// Which rows are ticked for a bulk action, by id. The model is pure so that its rules (what the
// header box does, what counts) are tested apart from the table.

/** The ids of the ticked rows. */
export type Selection = ReadonlySet<string>;

export const NO_SELECTION: Selection = new Set();

/** Ticks the row, or unticks it when it is ticked. */
export function toggleRow(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (!next.delete(id)) next.add(id);
  return next;
}

/** How many of the rows shown are ticked: the header box is checked, half-checked or empty. */
export function shownState(
  selection: Selection,
  shown: readonly string[],
): 'all' | 'some' | 'none' {
  const ticked = shown.filter((id) => selection.has(id)).length;
  if (ticked === 0) return 'none';
  return ticked === shown.length ? 'all' : 'some';
}

/**
 * The header box: ticks every row shown, or, when all of them are ticked already, unticks them;
 * rows ticked on other pages stay ticked either way.
 */
export function toggleAllShown(selection: Selection, shown: readonly string[]): Selection {
  const next = new Set(selection);
  if (shownState(selection, shown) === 'all') for (const id of shown) next.delete(id);
  else for (const id of shown) next.add(id);
  return next;
}

/** Ticks these rows as well as those ticked already. */
export function addRows(selection: Selection, ids: readonly string[]): Selection {
  return new Set([...selection, ...ids]);
}

export const selectedCount = (selection: Selection) => selection.size;
