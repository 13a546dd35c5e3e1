import { describe, expect, it } from 'vitest';
import {
  addRows,
  NO_SELECTION,
  selectedCount,
  shownState,
  toggleAllShown,
  toggleRow,
} from './selection';

describe('the selection of rows', () => {
  it('ticks a row and unticks it again', () => {
    const ticked = toggleRow(NO_SELECTION, '7');
    expect([...ticked]).toEqual(['7']);
    expect(selectedCount(toggleRow(ticked, '7'))).toBe(0);
    expect(selectedCount(NO_SELECTION)).toBe(0);
  });

  it('tells the header box whether all, some or none of the rows shown are ticked', () => {
    const shown = ['1', '2', '3'];
    expect(shownState(NO_SELECTION, shown)).toBe('none');
    expect(shownState(new Set(['2', '9']), shown)).toBe('some');
    expect(shownState(new Set(['1', '2', '3']), shown)).toBe('all');
    expect(shownState(NO_SELECTION, [])).toBe('none');
  });

  it('ticks every row shown from the header box, keeping rows ticked on other pages', () => {
    const all = toggleAllShown(new Set(['2', '9']), ['1', '2', '3']);
    expect([...all].sort()).toEqual(['1', '2', '3', '9']);
    expect(selectedCount(all)).toBe(4);
  });

  it('unticks the rows shown when all of them were ticked', () => {
    expect([...toggleAllShown(new Set(['1', '2', '3', '9']), ['1', '2', '3'])]).toEqual(['9']);
  });

  it('never changes the selection it was given', () => {
    const before = new Set(['1']);
    toggleRow(before, '2');
    toggleAllShown(before, ['1', '3']);
    expect([...before]).toEqual(['1']);
  });

  it('ticks every row found on every page at once, keeping those ticked', () => {
    const all = addRows(new Set(['2']), ['1', '2', '3']);
    expect([...all].sort()).toEqual(['1', '2', '3']);
    expect(selectedCount(addRows(NO_SELECTION, []))).toBe(0);
  });
});
