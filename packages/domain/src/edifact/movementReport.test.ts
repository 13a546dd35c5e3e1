import { describe, expect, it } from 'vitest';
import { movementMessage } from './movementMessage';
import {
  type LineParties,
  messageFunction,
  messageGroups,
  moveMoment,
  movementInterchange,
  preparedAt,
  type ReportedMove,
} from './movementReport';
import { messagesOf, readBack } from './readBack.testing';
import { interchangeReferences } from './references';
import { interchangeText } from './syntax';

const parties: LineParties = { sender: 'QUAYBOOK', recipient: 'MSCU', carrier: 'MSC' };
const vessel = { voyage: '042E', callSign: '9V1234', vesselName: "O'BRIEN+SONS: STAR?" };

const move = (container: string, overrides: Partial<ReportedMove> = {}): ReportedMove => ({
  container,
  isoCode: '22G1',
  status: 'import',
  full: false,
  at: '202504121035',
  depot: { locode: 'INCCU', code: 'NSD' },
  reportedAs: movementMessage({ ediEvent: 'gate-in', moveFor: 'I', ediFull: false }) as never,
  function: messageFunction(null),
  replaces: null,
  vessel,
  ...overrides,
});

const discharge = movementMessage({ ediEvent: 'discharge', moveFor: 'I', ediFull: true });
const gateOut = movementMessage({ ediEvent: 'gate-out', moveFor: 'E', ediFull: true });

function interchangeOf(moves: ReportedMove[]) {
  const groups = messageGroups(moves);
  return interchangeText(
    movementInterchange(groups, parties, interchangeReferences(17, groups.length), {
      date: '250412',
      time: '1036',
    }),
  );
}

// The D.95B segment tables of domain.md §2.4 and §2.5, as the order a message's tags must follow.
const CODECO_ORDER =
  /^UNH BGM( RFF)? TDT NAD NAD NAD( EQD( RFF)* DTM LOC( LOC)*( MEA)*( SEL)?( FTX)*( DAM)*( TDT)?)+ CNT UNT$/;
const COARRI_ORDER =
  /^UNH BGM( RFF)? TDT LOC NAD NAD NAD( EQD( RFF)* DTM( LOC)*( MEA)*( SEL)?( FTX)*( DAM)*( NAD)?)+ CNT UNT$/;

describe('a party’s moves as one interchange', () => {
  it('puts each message and document in a message of its own, in the tables’ order', () => {
    const moves = [
      move('TGHU1643396', {
        damages: [{ type: 'DT', location: 'RB5N', remark: "DENT O'NEIL+CO: 30?" }],
        tareKg: 2200,
      }),
      move('CSQU3054383', {
        reportedAs: discharge as never,
        status: 'import',
        full: true,
        grossKg: 24850,
      }),
      move('MSCU1234565'),
      move('MSCU7654321', {
        reportedAs: gateOut as never,
        status: 'export',
        full: true,
        seal: { number: 'SL1', issuer: 'SH' },
        booking: 'BKG1',
      }),
      move('TGHU1111112', { function: messageFunction('000000009001'), replaces: '000000009001' }),
    ];
    const segments = readBack(interchangeOf(moves));
    const messages = messagesOf(segments);
    // Gate-in originals, the discharge, the gate-out, and the gate-in replacement.
    expect(messages.map((m) => m.find((s) => s.name === 'BGM')?.elements)).toEqual([
      [['34'], ['000000017001'], ['9']],
      [['44'], ['000000017002'], ['9']],
      [['36'], ['000000017003'], ['9']],
      [['34'], ['000000017004'], ['5']],
    ]);
    // The replacement names, right after BGM, the message it replaces.
    expect(messages[3]?.[2]).toEqual({ name: 'RFF', elements: [['ACW', '000000009001']] });
    for (const message of messages) {
      const tags = message.map((s) => s.name).join(' ');
      const isCodeco = message[0]?.elements[1]?.[0] === 'CODECO';
      expect(tags).toMatch(isCodeco ? CODECO_ORDER : COARRI_ORDER);
      // UNT counts UNH to UNT; CNT the containers, one EQD each.
      const unt = message.at(-1);
      expect(unt?.elements).toEqual([[String(message.length)], [message[0]?.elements[0]?.[0]]]);
      const eqds = message.filter((s) => s.name === 'EQD').length;
      expect(message.find((s) => s.name === 'CNT')?.elements).toEqual([['16', String(eqds)]]);
    }
    expect(segments.at(-1)?.elements).toEqual([['4'], ['000000017']]);
    expect(segments.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0])).toEqual([
      'TGHU1643396',
      'MSCU1234565',
      'CSQU3054383',
      'MSCU7654321',
      'TGHU1111112',
    ]);
    // Free text keeps every separator, released on the wire and read back whole.
    expect(segments.find((s) => s.name === 'FTX')?.elements[3]).toEqual(["DENT O'NEIL+CO: 30?"]);
    expect(segments.find((s) => s.name === 'TDT')?.elements[7]).toEqual([
      '9V1234',
      '103',
      '',
      "O'BRIEN+SONS: STAR?",
    ]);
  });

  it('keeps apart replacements of different messages, each pointing at its own (RFF ACW)', () => {
    const replacing = (container: string, replaces: string, reportedAs = discharge) =>
      move(container, {
        reportedAs: reportedAs as never,
        full: true,
        function: messageFunction(replaces),
        replaces,
      });
    const messages = messagesOf(
      readBack(
        interchangeOf([
          replacing('CSQU3054383', '000000009002'),
          replacing('MSCU1234565', '000000011001'),
          replacing('TGHU1643396', '000000009002'),
        ]),
      ),
    );
    expect(
      messages.map((m) => [
        m.find((s) => s.name === 'BGM')?.elements[2]?.[0],
        m.find((s) => s.name === 'RFF')?.elements[0],
        m.filter((s) => s.name === 'EQD').map((s) => s.elements[1]?.[0]),
        m.filter((s) => s.name === 'NAD').map((s) => s.elements.slice(0, 2).join(' ')),
      ]),
    ).toEqual([
      [
        '5',
        ['ACW', '000000009002'],
        ['CSQU3054383', 'TGHU1643396'],
        [
          'MS QUAYBOOK,160,ZZZ',
          'MR MSCU,160,ZZZ',
          'CA MSC,160,20',
          'CF MSC,160,20',
          'CF MSC,160,20',
        ],
      ],
      [
        '5',
        ['ACW', '000000011001'],
        ['MSCU1234565'],
        ['MS QUAYBOOK,160,ZZZ', 'MR MSCU,160,ZZZ', 'CA MSC,160,20', 'CF MSC,160,20'],
      ],
    ]);
  });

  it('keeps apart the moves of different vessel calls, since TDT speaks for a message', () => {
    const groups = messageGroups([
      move('TGHU1643396'),
      move('MSCU1234565', { vessel: { ...vessel, voyage: '043W' } }),
    ]);
    expect(groups.map((group) => group.vessel.voyage)).toEqual(['042E', '043W']);
  });

  it('refuses references for another number of messages than it has', () => {
    expect(() =>
      movementInterchange(
        messageGroups([move('TGHU1643396')]),
        parties,
        interchangeReferences(1, 2),
        {
          date: '250412',
          time: '1036',
        },
      ),
    ).toThrow('one message reference per message');
  });
});

describe('EDI moments', () => {
  it('prepares on the ports’ clock and dates a move from its day and time', () => {
    expect(preparedAt(new Date('2025-04-11T20:00:00Z'))).toEqual({ date: '250412', time: '0130' });
    expect(moveMoment('2025-04-12', '1035')).toBe('202504121035');
    expect(moveMoment('2025-04-12', null)).toBe('202504120000');
  });
});
