import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { listPdf } from './listPdf';

const textOf = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
/**
 * The text in reading order, each cell's lines together: every run of spaces one space, and a
 * line broken after a hyphen joined again.
 */
const flowingText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/-\s+/g, '-')
    .replace(/\s+/g, ' ');
/** The page's width, and every word on it with its right edge, as pdftotext places them. */
function placedWords(pdf: Buffer) {
  const html = execFileSync('pdftotext', ['-bbox', '-', '-'], { input: pdf }).toString('utf8');
  const page = Number(/<page width="([\d.]+)"/.exec(html)?.[1]);
  const words = [
    ...html.matchAll(/<word xMin="[\d.]+" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)</g),
  ].map((match) => ({ right: Number(match[1]), text: match[2] ?? '' }));
  return { page, words };
}

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

  it('wraps a long value inside its cell and keeps every column of a wide list on the page', async () => {
    const address = 'Bengal Agencies Private Limited, 14 Strand Road, Kolkata 700001, West Bengal';
    // Words longer than a column can hold: sized to them, the columns after ran off the page.
    const email = 'accounts.kolkata@bengalagencies.co.in';
    const photo = (i: number) => `inspection_photo_2026_11_28_${i}_front_left_corner_post.jpeg`;
    const columns: [string, (i: number) => string][] = [
      ['Container Number', (i) => `MSCU${String(i).padStart(7, '0')}`],
      ['Size', () => '40'],
      ['Applicant Name', () => address],
      ['Account E-mail', () => email],
      ['Vessel Name', () => 'MV KOTA BHARANI'],
      ['Voyage', () => 'VOY-2026-118E'],
      ['Movement', () => 'Import Discharge'],
      ['Location', () => 'Netaji Subhas Dock, Kolkata'],
      ['To Location', () => 'Haldia Dock Complex'],
      ['Front Photo', photo],
      ['Door Photo', photo],
      ['Agent E-mail', () => email],
      ['Transporter E-mail', () => email],
      ['Seal Number', (i) => `SL${i}`],
      ['Booking Number', () => 'BKG-KOL-2026-000118'],
      ['Remarks', () => 'Door seal replaced at the gate, photographs taken'],
    ];
    const header = columns.map(([title]) => title);
    const rows = Array.from({ length: 5 }, (_, i) => columns.map(([, value]) => value(i)));
    const pdf = await listPdf.write({ title: 'Inspections', header, rows });
    // Every header is there word for word (a line may break after a hyphen: 'E-' 'mail').
    const { page, words } = placedWords(pdf);
    const placed = new Set(words.flatMap((word) => word.text.split('-')));
    for (const title of header)
      for (const word of title.split(/[\s-]+/)) expect(placed, title).toContain(word);
    // A long value wraps in its cell, its lines one after another.
    expect(flowingText(pdf)).toContain(address);
    expect(page).toBeGreaterThan(800);
    expect(words.length).toBeGreaterThan(100);
    for (const word of words) expect(word.right, word.text).toBeLessThanOrEqual(page);
  });
});
