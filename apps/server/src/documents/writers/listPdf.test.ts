import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { listPdf } from './listPdf';

const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

describe('listPdf', () => {
  it('prints the title, the header, every row, the page count and the row count', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [
      `MSCU${String(i).padStart(7, '0')}`,
      i % 2 ? 'Yes' : 'No',
    ]);
    const text = textOf(
      await listPdf.write({ title: 'Container List', header: ['Container Number', 'SOC'], rows }),
    );
    expect(text).toContain('Container List');
    expect(text).toMatch(/Quaybook · \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    expect(text).toContain('Container Number');
    for (const [number] of rows) expect(text).toContain(number);
    expect(text).toMatch(/Page 1 of [2-9]/);
    expect(text).toContain('120 rows');
  });
});
