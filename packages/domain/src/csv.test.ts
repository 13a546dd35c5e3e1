import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a byte order mark and ends every line with CRLF', () => {
    expect(toCsv(['A', 'B'], [[1, 'x']])).toBe('\uFEFFA,B\r\n1,x\r\n');
  });

  it('quotes commas, quotes, line breaks and edge spaces', () => {
    const csv = toCsv(['v'], [['a,b'], ['say "hi"'], ['two\nlines'], [' padded']]);
    expect(csv).toBe('\uFEFFv\r\n"a,b"\r\n"say ""hi"""\r\n"two\nlines"\r\n" padded"\r\n');
  });

  it('writes blanks for missing values', () => {
    expect(toCsv(['a', 'b'], [[null, undefined]])).toBe('\uFEFFa,b\r\n,\r\n');
  });

  it('keeps text that looks like a formula from running, but not negative numbers', () => {
    expect(toCsv(['v'], [['=SUM(A1)'], ['-12.5'], ['-x'], [-3]])).toBe(
      "\uFEFFv\r\n'=SUM(A1)\r\n-12.5\r\n'-x\r\n-3\r\n",
    );
  });

  it('quotes a formula that starts with a number, as a command smuggled after a minus does', () => {
    const cells = [
      "-2+3+cmd|' /C calc'!A0",
      '-1-1',
      '-.5',
      '+91 33 2230',
      '@SUM(A1)',
      '\t=1',
      '\r=1',
    ];
    expect(
      parseCsv(
        toCsv(
          ['v'],
          cells.map((text) => [text]),
        ),
      ).slice(1),
    ).toEqual([
      ["'-2+3+cmd|' /C calc'!A0"],
      ["'-1-1"],
      ['-.5'],
      ["'+91 33 2230"],
      ["'@SUM(A1)"],
      ["'\t=1"],
      ["'\r=1"],
    ]);
  });
});

describe('parseCsv', () => {
  it('reads back what toCsv writes', () => {
    const header = ['Name', 'Note'];
    const rows = [
      ['MSC "Ruby"', 'a,b'],
      ['two\r\nlines', ''],
      [' padded', 'plain'],
    ];
    expect(parseCsv(toCsv(header, rows))).toEqual([header, ...rows]);
  });

  it('takes lines ended by LF alone, and a last line without an ending', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
});
