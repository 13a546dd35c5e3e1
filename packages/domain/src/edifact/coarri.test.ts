import { describe, expect, it } from 'vitest';
import { COARRI_IDENTIFIER, coarriSegments, type VesselOperationReport } from './coarri';
import { segmentText } from './syntax';

// The discharge at Haldia of domain.md §2.7, addressed to the line (NAD MR) as a CODECO is.
const discharge: VesselOperationReport = {
  operation: 'discharge',
  documentNo: 'DS20250412001',
  vessel: { voyage: '042E', carrier: 'LINE', callSign: '9V1234', vesselName: 'Sample Voyager' },
  port: 'INHAL',
  sender: 'TERMHAL',
  recipient: 'LINE',
  carrier: 'LINE',
  moves: [
    {
      container: 'CSQU3054383',
      isoCode: '45G1',
      status: 'import',
      full: true,
      billOfLading: 'BL2025HAL0099',
      at: '202504120915',
      portOfLoading: 'SGSIN',
      portOfDischarge: 'INHAL',
      stowage: '0220484',
      grossKg: 24850,
      seal: { number: 'SL445566', issuer: 'CA' },
      containerOperator: 'LINE',
    },
  ],
};

describe('COARRI', () => {
  it('writes the worked discharge report of domain.md §2.7 segment for segment', () => {
    expect(COARRI_IDENTIFIER.join(':')).toBe('COARRI:D:95B:UN:SMDG16');
    expect(coarriSegments(discharge).map(segmentText)).toEqual([
      "BGM+44+DS20250412001+9'",
      "TDT+20+042E+1++LINE:172:20+++9V1234:103::SAMPLE VOYAGER'",
      "LOC+11+INHAL:139:6'",
      "NAD+MS+TERMHAL:160:ZZZ'",
      "NAD+MR+LINE:160:ZZZ'",
      "NAD+CA+LINE:160:20'",
      "EQD+CN+CSQU3054383+45G1:102:5++3+5'",
      "RFF+BM:BL2025HAL0099'",
      "DTM+203:202504120915:203'",
      "LOC+9+SGSIN:139:6'",
      "LOC+11+INHAL:139:6'",
      "LOC+147+0220484::5'",
      "MEA+AAE+G+KGM:24850'",
      "SEL+SL445566+CA'",
      "NAD+CF+LINE:160:20'",
      "CNT+16:1'",
    ]);
  });

  it('reports a loading as BGM 46 at the call’s port of loading', () => {
    const texts = coarriSegments({ ...discharge, operation: 'load', port: 'INCCU' }).map(
      segmentText,
    );
    expect(texts.slice(0, 3)).toEqual([
      "BGM+46+DS20250412001+9'",
      "TDT+20+042E+1++LINE:172:20+++9V1234:103::SAMPLE VOYAGER'",
      "LOC+9+INCCU:139:6'",
    ]);
  });

  it('points a replacement at the message it replaces with RFF ACW, after BGM', () => {
    const texts = coarriSegments({ ...discharge, function: 5, replaces: 'DS20250411003' }).map(
      segmentText,
    );
    expect(texts.slice(0, 3)).toEqual([
      "BGM+44+DS20250412001+5'",
      "RFF+ACW:DS20250411003'",
      "TDT+20+042E+1++LINE:172:20+++9V1234:103::SAMPLE VOYAGER'",
    ]);
  });

  it('refuses a report of no containers', () => {
    expect(() => coarriSegments({ ...discharge, moves: [] })).toThrow('at least one container');
  });
});
