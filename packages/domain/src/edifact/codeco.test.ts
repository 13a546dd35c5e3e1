import { describe, expect, it } from 'vitest';
import { CODECO_IDENTIFIER, codecoSegments, type GateReport } from './codeco';
import { readBack } from './readBack.testing';
import { type Interchange, interchangeText, released, segment, segmentText } from './syntax';

// The gate-in of domain.md §2.7, an empty import box back into a Kolkata depot with one damage.
const gateIn: GateReport = {
  direction: 'in',
  documentNo: 'GI20250412001',
  vessel: { voyage: '042E', carrier: 'LINE', callSign: '9V1234', vesselName: 'Sample Voyager' },
  sender: 'DEPOTKOL',
  recipient: 'LINE',
  containerOperator: 'LINE',
  moves: [
    {
      container: 'TGHU1643396',
      isoCode: '22G1',
      status: 'import',
      full: false,
      booking: 'BKG7788123',
      at: '202504121035',
      depot: { locode: 'INCCU', code: 'DEPOTKOL' },
      tareKg: 2200,
      damages: [{ type: 'DT', location: 'RB5N', remark: 'RB5N PAA DT 300X200MM' }],
      haulage: { mode: 'road', id: 'WB19X1234' },
    },
  ],
};

const interchangeOf = (report: GateReport): Interchange => ({
  syntax: ['UNOA', 2],
  sender: 'DEPOTKOL',
  recipient: 'LINE',
  prepared: { date: '250412', time: '1036' },
  controlReference: '0000017',
  messages: [
    { reference: 'GI0001', identifier: CODECO_IDENTIFIER, segments: codecoSegments(report) },
  ],
});

describe('EDIFACT syntax', () => {
  it('releases every separator and the release character inside a value', () => {
    expect(released("O'NEIL+SONS: 50% ? OK")).toBe("O?'NEIL?+SONS?: 50% ?? OK");
    expect(segmentText(segment('FTX', 'AAI', null, null, ["O'NEIL+SONS: 50% ? OK"]))).toBe(
      "FTX+AAI+++O?'NEIL?+SONS?: 50% ?? OK'",
    );
  });

  it('keeps empty elements between values and drops them at the end', () => {
    expect(
      segmentText(segment('EQD', 'CN', 'TGHU1643396', ['22G1', 102, 5], null, 3, 4, null)),
    ).toBe("EQD+CN+TGHU1643396+22G1:102:5++3+4'");
    expect(segmentText(segment('LOC', 147, ['0220484', null, 5]))).toBe("LOC+147+0220484::5'");
    expect(segmentText(segment('UNS'))).toBe("UNS'");
  });
});

describe('CODECO', () => {
  it('writes the worked gate-in of domain.md §2.7 segment for segment', () => {
    expect(interchangeText(interchangeOf(gateIn)).split('\n')).toEqual([
      "UNA:+.? '",
      "UNB+UNOA:2+DEPOTKOL+LINE+250412:1036+0000017'",
      "UNH+GI0001+CODECO:D:95B:UN:SMDG16'",
      "BGM+34+GI20250412001+9'",
      "TDT+20+042E+1++LINE:172:20+++9V1234:103::SAMPLE VOYAGER'",
      "NAD+MS+DEPOTKOL:160:ZZZ'",
      "NAD+MR+LINE:160:ZZZ'",
      "NAD+CF+LINE:160:20'",
      "EQD+CN+TGHU1643396+22G1:102:5++3+4'",
      "RFF+BN:BKG7788123'",
      "DTM+7:202504121035:203'",
      "LOC+165+INCCU:139:6+DEPOTKOL:TER:ZZZ'",
      "MEA+AAE+T+KGM:2200'",
      "FTX+DAR+++RB5N PAA DT 300X200MM'",
      "DAM+1+DT+RB5N'",
      "TDT+1++3+++++WB19X1234:146'",
      "CNT+16:1'",
      "UNT+16+GI0001'",
      "UNZ+1+0000017'",
      '',
    ]);
  });

  it('is read back by an independent parser with its counts, codes and released text', () => {
    const remark = "DENT 30CM: CHECK O'NEIL+CO ? PAA";
    const fullExport: GateReport = {
      ...gateIn,
      direction: 'out',
      moves: [
        {
          ...gateIn.moves[0],
          damages: [{ type: 'DT', location: 'RB5N', remark }],
        } as GateReport['moves'][number],
        {
          container: 'CSQU3054383',
          isoCode: '45G1',
          status: 'export',
          full: true,
          at: '202504121110',
          depot: { locode: 'INCCU', code: 'DEPOTKOL' },
          portOfDischarge: 'SGSIN',
          grossKg: 24850,
          seal: { number: 'SL445566', issuer: 'SH' },
        },
      ],
    };
    const segments = readBack(interchangeText(interchangeOf(fullExport)));
    const names = segments.map((found) => found.name);
    const at = (name: string) => segments.filter((found) => found.name === name);
    // UNT counts UNH to UNT; UNZ the messages; CNT the containers.
    expect(at('UNT')[0]?.elements).toEqual([
      [String(names.indexOf('UNT') - names.indexOf('UNH') + 1)],
      ['GI0001'],
    ]);
    expect(at('UNZ')[0]?.elements).toEqual([['1'], ['0000017']]);
    expect(at('CNT')[0]?.elements).toEqual([['16', '2']]);
    expect(at('BGM')[0]?.elements[0]).toEqual(['36']);
    expect(
      at('EQD').map((found) => [
        found.elements[1]?.[0],
        found.elements[4]?.[0],
        found.elements[5]?.[0],
      ]),
    ).toEqual([
      ['TGHU1643396', '3', '4'],
      ['CSQU3054383', '2', '5'],
    ]);
    expect(at('FTX')[0]?.elements[3]).toEqual([remark]);
    expect(at('SEL')[0]?.elements).toEqual([['SL445566'], ['SH']]);
    expect(at('LOC').map((found) => found.elements[0]?.[0])).toEqual(['165', '165', '11']);
  });

  it('points a replacement at the message it replaces with RFF ACW, after BGM', () => {
    const texts = codecoSegments({ ...gateIn, function: 5, replaces: 'GI20250411007' }).map(
      segmentText,
    );
    expect(texts.slice(0, 3)).toEqual([
      "BGM+34+GI20250412001+5'",
      "RFF+ACW:GI20250411007'",
      "TDT+20+042E+1++LINE:172:20+++9V1234:103::SAMPLE VOYAGER'",
    ]);
  });

  it('refuses a report of no containers, and a reference longer than 14 characters', () => {
    expect(() => codecoSegments({ ...gateIn, moves: [] })).toThrow('at least one container');
    expect(() =>
      interchangeText({ ...interchangeOf(gateIn), controlReference: '123456789012345' }),
    ).toThrow('1 to 14 characters');
  });
});
