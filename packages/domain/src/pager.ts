/** One slot of a pager: a page number or an ellipsis standing for skipped pages. */
export type PagerSlot = number | 'gap';

export interface PagerRule {
  /** Every page is listed while the page count is at most this. */
  showAllUpTo: number;
  /** Pages listed either side of the current one when the count is larger. */
  radius: number;
}

/** The list screens' rule: all pages up to 10, else first, current ± 4, last, with ellipses. */
export const LIST_PAGER: PagerRule = { showAllUpTo: 10, radius: 4 };

/** The movement and container screens list every page only up to 5 (spec 000 §9). */
export const SHORT_LIST_PAGER: PagerRule = { showAllUpTo: 5, radius: 4 };

export function pageCount(rowCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(rowCount / pageSize));
}

/** Clamps a requested page into 1..pageCount, so a stale URL never shows an empty page. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), pages);
}

/**
 * The page buttons to show.
 * @example pagerWindow(10, 20) // [1, 'gap', 6, 7, 8, 9, 10, 11, 12, 13, 14, 'gap', 20]
 */
export function pagerWindow(
  current: number,
  pages: number,
  rule: PagerRule = LIST_PAGER,
): PagerSlot[] {
  if (pages <= rule.showAllUpTo) return range(1, pages);
  const page = clampPage(current, pages);
  const from = Math.max(1, page - rule.radius);
  const to = Math.min(pages, page + rule.radius);
  const shown = new Set([1, ...range(from, to), pages]);
  const slots: PagerSlot[] = [];
  let previous = 0;
  for (const n of [...shown].sort((a, b) => a - b)) {
    if (n - previous > 1) slots.push('gap');
    slots.push(n);
    previous = n;
  }
  return slots;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
