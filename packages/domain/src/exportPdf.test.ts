import { describe, expect, it } from 'vitest';
import { exportPdfDefinition } from './exportPdf';

const table = (columns: number, rows: number) => ({
  title: 'Container List',
  header: Array.from({ length: columns }, (_, i) => `Column ${i + 1}`),
  rows: Array.from({ length: rows }, (_, r) =>
    Array.from({ length: columns }, (_, c) => `${r}.${c}`),
  ),
});

describe('exportPdfDefinition', () => {
  it('turns the page to landscape past six columns', () => {
    const at = { printedAt: new Date() };
    expect(exportPdfDefinition(table(6, 1), at).pageOrientation).toBe('portrait');
    expect(exportPdfDefinition(table(7, 1), at).pageOrientation).toBe('landscape');
  });

  it('heads each page with the title and the time printed, on the clock given', () => {
    const definition = exportPdfDefinition(table(2, 1), {
      printedAt: new Date('2026-11-21T20:15:00Z'),
      timeZone: 'Asia/Kolkata',
    });
    expect(definition.header.columns.map((column) => column.text)).toEqual([
      'Container List',
      'Quaybook · 22/11/2026 01:45',
    ]);
    expect(definition.footer(2, 3).text).toBe('Page 2 of 3');
  });

  it('repeats the header row over the rows and counts them', () => {
    const [grid, count] = exportPdfDefinition(table(2, 3), { printedAt: new Date() }).content;
    expect(grid).toMatchObject({ table: { headerRows: 1 } });
    expect((grid as { table: { body: unknown[] } }).table.body).toHaveLength(4);
    expect(count).toMatchObject({ text: '3 rows' });
  });

  it('counts a single row as one row', () => {
    const [, count] = exportPdfDefinition(table(2, 1), { printedAt: new Date() }).content;
    expect(count).toMatchObject({ text: '1 row' });
  });
});
