import { execFileSync } from 'node:child_process';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergePdfs } from './mergePdfs';

const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/** A PDF of pages each showing its own words. */
async function pdfOf(...pages: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const words of pages) document.addPage([500, 200]).drawText(words, { x: 20, y: 100, font });
  return document.save();
}

describe('mergePdfs', () => {
  it('keeps every page of every part, the parts in the order given', async () => {
    const merged = await mergePdfs.write([
      await pdfOf('TAX INVOICE SB/26-27/00001', 'Annexure of containers'),
      await pdfOf('Survey report SR/26-27/00007'),
      await pdfOf('Survey report SR/26-27/00009'),
    ]);
    expect((await PDFDocument.load(merged)).getPageCount()).toBe(4);
    const pages = textOf(merged)
      .split('\f')
      .map((page) => page.trim());
    expect(pages.slice(0, 4)).toEqual([
      'TAX INVOICE SB/26-27/00001',
      'Annexure of containers',
      'Survey report SR/26-27/00007',
      'Survey report SR/26-27/00009',
    ]);
  });

  it('refuses a part that is not a PDF', async () => {
    await expect(mergePdfs.write([new TextEncoder().encode('not a pdf')])).rejects.toThrow();
  });
});
