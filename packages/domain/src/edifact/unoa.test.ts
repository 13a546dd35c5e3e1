import { describe, expect, it } from 'vitest';
import { CODECO_IDENTIFIER, codecoSegments } from './codeco';
import { readBack } from './readBack.testing';
import { interchangeText, segment, segmentText } from './syntax';
import { unoaText } from './unoa';

const UNOA = /^[A-Z0-9 .,\-()/='+:?!"%&*;<>]*$/;

describe('the UNOA character set', () => {
  it('keeps every character of the set as it is', () => {
    const set = `ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789 .,-()/='+:?!"%&*;<>`;
    expect(unoaText(set)).toBe(set);
  });

  it('upper-cases lower case', () => {
    expect(unoaText('msc voyage 042e')).toBe('MSC VOYAGE 042E');
  });

  it('takes accented letters back to their base letter', () => {
    expect(unoaText('Café Señor Müller Çelik Ångström')).toBe('CAFE SENOR MULLER CELIK ANGSTROM');
  });

  it('spells the letters no accent takes away as they are usually spelt', () => {
    expect(unoaText('Straße Æsir Øresund Œuvre Łódź Þór ıstanbul')).toBe(
      'STRASSE AESIR ORESUND OEUVRE LODZ THOR ISTANBUL',
    );
  });

  it('reads compatibility forms as the letters and digits they stand for', () => {
    expect(unoaText('ﬁnal ＡＢＣ m² ½')).toBe('FINAL ABC M2 1 2');
  });

  it('writes typographic punctuation with the sign of the set that means it', () => {
    expect(unoaText('O’Neil “Star” 10–20 — a_b [x] {y} 300×200 `q`')).toBe(
      `O'NEIL "STAR" 10-20 - A-B (X) (Y) 300X200 'Q'`,
    );
  });

  it('replaces the symbols outside the set with a space', () => {
    expect(unoaText('ops@line.com|#7 $5 ~^\\ €₹')).toBe('OPS LINE.COM  7  5       ');
  });

  it('replaces other scripts and control characters with spaces', () => {
    const mapped = unoaText('Kolkata কলকাতা\tΩμέγα\nline\u00a0two\u0000');
    expect(mapped).toMatch(UNOA);
    expect(mapped.startsWith('KOLKATA ')).toBe(true);
    expect(mapped.endsWith('LINE TWO ')).toBe(true);
    expect(mapped).toContain('     LINE');
  });
});

describe('the writer in UNOA', () => {
  it('maps every value into the set, then releases the separators the mapping kept', () => {
    const text = segmentText(segment('FTX', 'AAI', null, null, ['o’neil+co: 50% ? ok@dock']));
    expect(text).toBe("FTX+AAI+++O?'NEIL?+CO?: 50% ?? OK DOCK'");
    expect(readBack(`UNA:+.? '${text}`)[0]?.elements[3]).toEqual(["O'NEIL+CO: 50% ? OK DOCK"]);
  });

  it('writes identifiers and codes in the set too: UNB ids, voyage, booking, call sign', () => {
    const text = interchangeText({
      syntax: ['UNOA', 2],
      sender: 'depot@kol',
      recipient: 'msc|in',
      prepared: { date: '250412', time: '1036' },
      controlReference: '17',
      messages: [
        {
          reference: '17001',
          identifier: CODECO_IDENTIFIER,
          segments: codecoSegments({
            direction: 'in',
            documentNo: '17001',
            vessel: { voyage: '042e|x', carrier: 'msc', callSign: '9v1234', vesselName: 'Ève' },
            sender: 'depot@kol',
            recipient: 'msc|in',
            moves: [
              {
                container: 'TGHU1643396',
                isoCode: '22G1',
                status: 'import',
                full: false,
                booking: 'bkg#77/é',
                at: '202504121035',
                depot: { locode: 'INCCU', code: 'nsd_yard' },
              },
            ],
          }),
        },
      ],
    });
    for (const line of text.split('\n')) expect(line).toMatch(UNOA);
    const segments = readBack(text);
    expect(segments[0]?.elements.slice(1, 3)).toEqual([['DEPOT KOL'], ['MSC IN']]);
    expect(segments.find((s) => s.name === 'TDT')?.elements.map((e) => e.join(':'))).toEqual([
      '20',
      '042E X',
      '1',
      '',
      'MSC:172:20',
      '',
      '',
      '9V1234:103::EVE',
    ]);
    expect(segments.find((s) => s.name === 'RFF')?.elements[0]).toEqual(['BN', 'BKG 77/E']);
    expect(segments.find((s) => s.name === 'LOC')?.elements[2]).toEqual(['NSD-YARD', 'TER', 'ZZZ']);
  });
});
