import { describe, expect, it } from 'vitest';
import {
  DESTIM_IDENTIFIER,
  destimSegments,
  type EstimateMessage,
  estimateInterchange,
} from './destim';
import { type ParsedSegment, readBack } from './readBack.testing';
import { interchangeReferences } from './references';
import { interchangeText, segmentText } from './syntax';

// A 20' box with three priced damage lines at ₹450 an hour; the third has no damage code and no
// size (a wash), and is the owner's.
const estimate: EstimateMessage = {
  estimateNo: 'EOR/26-27/00042',
  estimateDate: '2026-11-21',
  sender: 'DEPOTKOL',
  recipient: 'LINE',
  containerOperator: 'LINE',
  container: { number: 'TGHU1643396', isoCode: '22G1' },
  labourRatePaise: 45_000,
  currency: 'INR',
  lines: [
    {
      lineNo: 1,
      locationCode: 'RB5N',
      componentCode: 'PAA',
      damageCode: 'DT',
      repairCode: 'IT',
      lengthCm: 30,
      breadthCm: 20,
      quantity: 1,
      hoursHundredths: 150,
      labourPaise: 67_500,
      materialPaise: 85_025,
      responsibility: 'U',
    },
    {
      lineNo: 2,
      locationCode: 'DX1N',
      componentCode: 'DGK',
      damageCode: 'CU',
      repairCode: 'RP',
      lengthCm: 120.5,
      breadthCm: null,
      quantity: 2,
      hoursHundredths: 75,
      labourPaise: 33_750,
      materialPaise: 120_001,
      responsibility: 'T',
    },
    {
      lineNo: 3,
      locationCode: 'IXXX',
      componentCode: 'FLR',
      damageCode: null,
      repairCode: 'WW',
      lengthCm: null,
      breadthCm: null,
      quantity: 1,
      hoursHundredths: 25,
      labourPaise: 11_250,
      materialPaise: 0,
      responsibility: 'O',
    },
  ],
  totals: { labourPaise: 112_500, materialPaise: 205_026, taxPaise: 57_155, totalPaise: 374_681 },
};

const prepared = { date: '261121', time: '1036' };
const textOf = (message: EstimateMessage) =>
  interchangeText(estimateInterchange(message, interchangeReferences(17, 1), prepared));

/** Paise from rupees as written, by their digits: no binary fraction in between. */
const paiseOf = (rupees: string | undefined) => {
  expect(rupees).toMatch(/^\d+\.\d{2}$/);
  return Number((rupees ?? '').replace('.', ''));
};

/** The damage lines read back: each LIN with the segments up to the next LIN or CNT. */
function linesOf(segments: readonly ParsedSegment[]) {
  const lines: ParsedSegment[][] = [];
  for (const found of segments) {
    if (found.name === 'LIN') lines.push([]);
    if (found.name === 'CNT' || found.name === 'UNT') break;
    lines.at(-1)?.push(found);
  }
  return lines.map((line) => {
    const one = (name: string, first?: string) =>
      line.find((found) => found.name === name && (!first || found.elements[0]?.[0] === first));
    const dam = one('DAM');
    const dim = one('DIM');
    const moa = (type: string) =>
      line.find((found) => found.name === 'MOA' && found.elements[0]?.[0] === type)?.elements[0];
    return {
      lineNo: Number(one('LIN')?.elements[0]?.[0]),
      locationCode: dam?.elements[2]?.[0],
      componentCode: one('COD')?.elements[0]?.[0],
      damageCode: dam?.elements[1]?.[0] || null,
      repairCode: dam?.elements[4]?.[0],
      lengthCm: dim?.elements[1]?.[1] ? Number(dim.elements[1][1]) : null,
      breadthCm: dim?.elements[1]?.[2] ? Number(dim.elements[1][2]) : null,
      quantity: Number(one('QTY', '1')?.elements[0]?.[1]),
      hoursHundredths: paiseOf(one('QTY', '207')?.elements[0]?.[1]),
      labourPaise: paiseOf(moa('185')?.[1]),
      materialPaise: paiseOf(moa('186')?.[1]),
      responsibility: one('NAD', 'PR')?.elements[1]?.[0],
      rate: one('RTE')?.elements[0],
      sizeUnit: dim?.elements[1]?.[0] ?? null,
    };
  });
}

describe('DESTIM', () => {
  it('is read back by an independent parser with every line and total to the paisa', () => {
    const segments = readBack(textOf(estimate));
    const names = segments.map((found) => found.name);
    expect(names.slice(0, 4)).toEqual(['UNB', 'UNH', 'BGM', 'DTM']);
    expect(segments[1]?.elements).toEqual([['000000017001'], [...DESTIM_IDENTIFIER]]);
    expect(segments[2]?.elements).toEqual([['310'], ['EOR/26-27/00042'], ['9']]);
    expect(segments[3]?.elements).toEqual([['137', '20261121', '102']]);

    expect(linesOf(segments)).toEqual(
      estimate.lines.map((line) => ({
        ...line,
        rate: ['2', '450.00', '1', 'HUR'],
        sizeUnit: line.lengthCm === null ? null : 'CMT',
      })),
    );

    // The totals sit with the party the estimate is sent to, NAD MR.
    const mr = names.indexOf('NAD', names.indexOf('NAD') + 1);
    expect(segments[mr]?.elements).toEqual([['MR'], ['LINE', '160', 'ZZZ']]);
    const totals = Object.fromEntries(
      segments
        .slice(mr + 1, mr + 5)
        .map((found) => [found.elements[0]?.[0], paiseOf(found.elements[0]?.[1])]),
    );
    expect(totals).toEqual({
      '185': estimate.totals.labourPaise,
      '186': estimate.totals.materialPaise,
      '124': estimate.totals.taxPaise,
      '128': estimate.totals.totalPaise,
    });
    expect(segments.find((found) => found.name === 'EQD')?.elements).toEqual([
      ['CN'],
      ['TGHU1643396'],
      ['22G1', '102', '5'],
    ]);
    expect(segments.find((found) => found.name === 'CNT')?.elements).toEqual([['2', '3']]);

    // UNT counts UNH to UNT; UNZ the one message; both repeat their references.
    const unt = segments.find((found) => found.name === 'UNT');
    expect(unt?.elements).toEqual([
      [String(names.indexOf('UNT') - names.indexOf('UNH') + 1)],
      ['000000017001'],
    ]);
    expect(segments.at(-1)).toEqual({ name: 'UNZ', elements: [['1'], ['000000017']] });
  });

  it('writes a line with no damage code and no size as a valid damage group', () => {
    const texts = destimSegments(estimate).map(segmentText);
    const third = texts.slice(texts.indexOf("LIN+3'"), texts.indexOf("CNT+2:3'"));
    expect(third).toEqual([
      "LIN+3'",
      "QTY+1:1'",
      "DAM+1++IXXX::5++WW::5'",
      "COD+FLR::5'",
      "RTE+2:450.00:1:HUR'",
      "QTY+207:0.25:HUR'",
      "NAD+PR+O::5'",
      "MOA+185:112.50'",
      "MOA+186:0.00'",
    ]);
    expect(texts).toContain("DIM+1+CMT:30:20'");
    expect(texts).toContain("DIM+1+CMT:120.5'");
  });

  it('releases an apostrophe and a plus inside a value, and maps the rest into UNOA', () => {
    const awkward: EstimateMessage = {
      ...estimate,
      estimateNo: "EOR'26+1:é?",
      sender: 'depot kol',
    };
    const text = textOf(awkward);
    expect(text).toContain("BGM+310+EOR?'26?+1?:E??+9'");
    expect(text).toContain("NAD+MS+DEPOT KOL:160:ZZZ'");
    const segments = readBack(text);
    expect(segments.find((found) => found.name === 'BGM')?.elements[1]).toEqual(["EOR'26+1:E?"]);
  });

  it('points a replacement at the estimate it replaces, and refuses an empty estimate', () => {
    const texts = destimSegments({ ...estimate, function: 5, replaces: 'EOR/26-27/00041' }).map(
      segmentText,
    );
    expect(texts.slice(0, 4)).toEqual([
      "BGM+310+EOR/26-27/00042+5'",
      "DTM+137:20261121:102'",
      "CUX+1:INR'",
      "RFF+ACW:EOR/26-27/00041'",
    ]);
    expect(() => destimSegments({ ...estimate, lines: [] })).toThrow('at least one damage line');
    expect(() => estimateInterchange(estimate, interchangeReferences(17, 2), prepared)).toThrow(
      'exactly one message reference',
    );
  });
});
