import { describe, expect, it } from 'vitest';
import { exportColumnWidths } from './exportColumnWidths';

const sum = (widths: readonly number[]) => widths.reduce((total, width) => total + width, 0);
const PADDING = 8;

describe('exportColumnWidths', () => {
  it('fills the page exactly, however many and however long the columns', () => {
    for (const columns of [2, 7, 20, 40]) {
      const header = Array.from({ length: columns }, (_, i) => `Column heading ${i + 1}`);
      const rows = [header.map((_, i) => 'a long free-text value '.repeat(i % 3 ? 1 : 8))];
      const widths = exportColumnWidths(header, rows, { pageWidth: 785, fontSize: 8.5 });
      expect(widths).toHaveLength(columns);
      expect(sum(widths) + columns * PADDING).toBeCloseTo(785, 6);
      for (const width of widths) expect(width).toBeGreaterThan(0);
    }
  });

  it('keeps a short column its own width and lets the long one wrap in what is left', () => {
    const header = ['Size', 'Address'];
    const rows = [
      ['20', 'Bengal Agencies Private Limited, 14 Strand Road, Kolkata 700001 '.repeat(4)],
    ];
    const [size, address] = exportColumnWidths(header, rows, { pageWidth: 539, fontSize: 8.5 });
    expect(size).toBeLessThan(40);
    expect(address).toBeCloseTo(539 - 2 * PADDING - (size ?? 0), 6);
  });

  it('gives what is left over, when everything fits, to the stretch column', () => {
    const widths = exportColumnWidths(['No', 'Name', 'Note'], [['1', 'A', 'B']], {
      pageWidth: 539,
      fontSize: 8.5,
      stretch: 2,
    });
    expect(widths[2]).toBeGreaterThan(400);
    expect(widths[0]).toBeLessThan(30);
  });
});
