import { describe, expect, it } from 'vitest';
import { CODECO_IDENTIFIER, codecoSegments, type GateMove } from './codeco';
import { readBack } from './readBack.testing';
import { messageReporting, readSegments } from './reading';
import { type Interchange, interchangeText } from './syntax';

const move = (container: string): GateMove => ({
  container,
  isoCode: '22G1',
  status: 'import',
  full: false,
  at: '202504121035',
  depot: { locode: 'INCCU', code: "O'NEIL+CO: YARD?" },
});

const message = (reference: string, direction: 'in' | 'out', containers: string[]) => ({
  reference,
  identifier: CODECO_IDENTIFIER,
  segments: codecoSegments({
    direction,
    documentNo: reference,
    sender: 'DEPOTKOL',
    recipient: 'LINE',
    moves: containers.map(move),
  }),
});

const interchange: Interchange = {
  syntax: ['UNOA', 2],
  sender: 'DEPOTKOL',
  recipient: 'LINE',
  prepared: { date: '250412', time: '1036' },
  controlReference: '000000017',
  messages: [
    message('000000017001', 'in', ['TGHU1643396', 'CSQU3054383']),
    message('000000017002', 'out', ['TGHU1643396']),
    message('000000017003', 'in', ['MSCU1234566']),
  ],
};

describe('an interchange read back', () => {
  it('reads every segment as the independent parser does, released characters literal', () => {
    const text = interchangeText(interchange);
    expect(readSegments(text).map(({ tag, elements }) => ({ name: tag, elements }))).toEqual(
      readBack(text),
    );
    expect(readSegments(text).find((s) => s.tag === 'LOC')?.elements[2]).toEqual([
      "O'NEIL+CO: YARD?",
      'TER',
      'ZZZ',
    ]);
  });

  it('reads the separators its UNA announces, and lines broken between segments', () => {
    expect(readSegments('UNA|*.# ~\r\nBGM*34*A|B#*9~\r\nCNT*16|1~')).toEqual([
      { tag: 'BGM', elements: [['34'], ['A', 'B*9']] },
      { tag: 'CNT', elements: [['16', '1']] },
    ]);
  });

  it('finds the message that reported a container under a document code', () => {
    const text = interchangeText(interchange);
    expect(messageReporting(text, { container: 'TGHU1643396', document: 34 })).toBe('000000017001');
    expect(messageReporting(text, { container: 'TGHU1643396', document: 36 })).toBe('000000017002');
    expect(messageReporting(text, { container: 'MSCU1234566', document: 34 })).toBe('000000017003');
    expect(messageReporting(text, { container: 'MSCU1234566', document: 36 })).toBeNull();
    expect(messageReporting(text, { container: 'PCIU9507070', document: 34 })).toBeNull();
  });
});
