import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pagerWindow } from './pager';

describe('pagerWindow', () => {
  it('lists every page while there are at most ten', () => {
    expect(pagerWindow(1, 1)).toEqual([1]);
    expect(pagerWindow(7, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('shows first, current ± 4 and last with ellipses beyond ten pages', () => {
    expect(pagerWindow(10, 20)).toEqual([1, 'gap', 6, 7, 8, 9, 10, 11, 12, 13, 14, 'gap', 20]);
  });

  it('joins the window to the first page without an ellipsis near the start', () => {
    expect(pagerWindow(1, 11)).toEqual([1, 2, 3, 4, 5, 'gap', 11]);
    expect(pagerWindow(5, 30)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 'gap', 30]);
  });

  it('joins the window to the last page without an ellipsis near the end', () => {
    expect(pagerWindow(30, 30)).toEqual([1, 'gap', 26, 27, 28, 29, 30]);
  });

  it('honours a smaller show-all threshold', () => {
    expect(pagerWindow(1, 6, { showAllUpTo: 5, radius: 4 })).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pagerWindow(9, 12, { showAllUpTo: 5, radius: 4 })).toEqual([
      1,
      'gap',
      5,
      6,
      7,
      8,
      9,
      10,
      11,
      12,
    ]);
  });

  it('clamps an out-of-range current page', () => {
    expect(pagerWindow(99, 12)).toEqual([1, 'gap', 8, 9, 10, 11, 12]);
  });
});

describe('pageCount and clampPage', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('keeps a page inside the range', () => {
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(4, 3)).toBe(3);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});
