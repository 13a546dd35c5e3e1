import { interchangeReferences } from '@quaybook/domain';
import { readBack } from '@quaybook/domain/testing';
import { describe, expect, it } from 'vitest';
import {
  byPortOfDischarge,
  converted,
  coprarInterchange,
  type LoadingCall,
} from './coprarInterchange';
import type { ListedPort, LoadingListContainer } from './loadingList';

const COLOMBO: ListedPort = { id: 128, name: 'Colombo', code: 'LKCMB' };
const SINGAPORE: ListedPort = { id: 129, name: 'Singapore', code: 'SGSIN' };
const JEBEL_ALI: ListedPort = { id: 134, name: 'Jebel Ali', code: 'AEJEA' };

const call: LoadingCall = {
  vesselName: "O'Neil+Sons: Voyager?",
  callSign: '9v1234',
  voyage: '043w',
  portOfLoading: 'INCCU',
  terminal: 'kds',
  transhipmentPort: COLOMBO,
  byRail: false,
};

const container = (
  number: string,
  pod: ListedPort,
  fpd: ListedPort | null = null,
): LoadingListContainer => ({
  rowNo: 1,
  container: number,
  isoCode: '22G1',
  full: true,
  grossKg: 18420,
  vgmAt: '202611231530',
  vgmParty: 'Odisha Granite Exports',
  seal: 'sh998877',
  booking: 'BKG7788123',
  pod,
  fpd,
  goods: 'Granite slabs',
});

/** D.95B COPRAR's table order (domain.md §2.6): each tag's rank within its level. */
const HEADER_ORDER = ['UNH', 'BGM', 'FTX', 'RFF', 'TDT', 'LOC', 'DTM', 'NAD'];
const CONTAINER_ORDER = [
  'EQD',
  'RFF',
  'EQN',
  'TMD',
  'DTM',
  'LOC',
  'MEA',
  'DIM',
  'TMP',
  'RNG',
  'SEL',
  'FTX',
  'DGS',
  'EQA',
  'TDT',
  'NAD',
];

function expectTableOrder(tags: readonly string[]) {
  const eqd = tags.indexOf('EQD');
  const header = tags.slice(0, eqd).map((tag) => HEADER_ORDER.indexOf(tag));
  expect(header).toEqual([...header].sort((a, b) => a - b));
  expect(header).not.toContain(-1);
  const groups = tags
    .slice(eqd, tags.indexOf('CNT'))
    .join(' ')
    .split(/(?=EQD)/);
  for (const group of groups) {
    const ranks = group
      .trim()
      .split(' ')
      .map((tag) => CONTAINER_ORDER.indexOf(tag));
    expect(ranks).not.toContain(-1);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  }
  expect(tags.slice(-2)).toEqual(['CNT', 'UNT']);
}

const interchangeOf = (containers: LoadingListContainer[], onCall: LoadingCall = call) => {
  const messages = byPortOfDischarge(containers.map((c) => converted(c, onCall)));
  return {
    messages,
    text: coprarInterchange({
      coprarNo: 'CPR0000017',
      messages,
      call: onCall,
      line: { lineId: 'LINE', carrierCode: 'line' },
      references: interchangeReferences(17, messages.length),
      now: new Date('2026-11-24T04:06:00Z'),
    }),
  };
};

describe('the COPRAR of a loading list', () => {
  it('writes one loading order per port of discharge in one interchange from the line to the terminal, counted and in table order', () => {
    const { text } = interchangeOf([
      container('ABCU1234560', SINGAPORE),
      container('TGHU1643396', COLOMBO),
      container('CSQU3054383', SINGAPORE),
    ]);
    const segments = readBack(text);
    const tags = segments.map((s) => s.name);
    expect(tags[0]).toBe('UNB');
    // A loading order goes from the line to the terminal: UNB, then NAD MS and MR.
    expect(segments[0]?.elements.slice(0, 5)).toEqual([
      ['UNOA', '2'],
      ['LINE'],
      ['KDS'],
      ['261124', '0936'],
      ['000000017'],
    ]);
    expect(segments.at(-1)).toEqual({ name: 'UNZ', elements: [['2'], ['000000017']] });

    const messages: { name: string; elements: string[][] }[][] = [];
    for (const segment of segments.slice(1, -1)) {
      if (segment.name === 'UNH') messages.push([]);
      messages.at(-1)?.push(segment);
    }
    expect(messages).toHaveLength(2);
    const [singapore, colombo] = messages as [(typeof messages)[0], (typeof messages)[0]];
    for (const [message, count, number, reference] of [
      [singapore, 2, 'CPR0000017-1', '000000017001'],
      [colombo, 1, 'CPR0000017-2', '000000017002'],
    ] as const) {
      expectTableOrder(message.map((s) => s.name));
      expect(message[0]?.elements).toEqual([[reference], ['COPRAR', 'D', '95B', 'UN', 'SMDG16']]);
      expect(message.find((s) => s.name === 'BGM')?.elements).toEqual([['45'], [number], ['9']]);
      expect(message.filter((s) => s.name === 'EQD')).toHaveLength(count);
      expect(message.find((s) => s.name === 'CNT')?.elements).toEqual([['16', String(count)]]);
      // UNT counts every segment of the message, UNH and UNT included.
      expect(message.at(-1)?.elements).toEqual([[String(message.length)], [reference]]);
    }
    const tdt = singapore.find((s) => s.name === 'TDT');
    // Free text is released and sent upper-case, as UNOA allows.
    expect(tdt?.elements).toEqual([
      ['20'],
      ['043W'],
      ['1'],
      [''],
      ['LINE', '172', '20'],
      [''],
      [''],
      ['9V1234', '103', '', "O'NEIL+SONS: VOYAGER?"],
    ]);
    expect(singapore.filter((s) => s.name === 'NAD').map((s) => s.elements)).toEqual([
      [['MS'], ['LINE', '160', 'ZZZ']],
      [['MR'], ['KDS', '160', 'ZZZ']],
      [['CA'], ['LINE', '160', '20']],
      // Each container's VGM party, in the group's one NAD.
      [['SPC'], [''], [''], ['ODISHA GRANITE EXPORTS']],
      [['SPC'], [''], [''], ['ODISHA GRANITE EXPORTS']],
    ]);
    expect(singapore.filter((s) => s.name === 'DTM').map((s) => s.elements)).toEqual([
      [['798', '202611231530', '203']],
      [['798', '202611231530', '203']],
    ]);
    expect(singapore.filter((s) => s.name === 'LOC').map((s) => s.elements)).toEqual([
      [['9'], ['INCCU', '139', '6'], ['KDS', 'TER', 'ZZZ']],
      [['11'], ['SGSIN', '139', '6']],
      [['7'], ['SGSIN', '139', '6']],
      [['11'], ['SGSIN', '139', '6']],
      [['7'], ['SGSIN', '139', '6']],
    ]);
    expect(singapore.find((s) => s.name === 'SEL')?.elements).toEqual([['SH998877'], ['SH']]);
    expect(singapore.find((s) => s.name === 'MEA')?.elements).toEqual([
      ['AAE'],
      ['VGM'],
      ['KGM', '18420'],
    ]);
  });

  it('sends a container whose final destination lies beyond its POD via the transhipment port, keeping its POD', () => {
    const { messages, text } = interchangeOf([
      container('ABCU1234560', SINGAPORE, JEBEL_ALI),
      container('TGHU1643396', COLOMBO),
      container('CSQU3054383', COLOMBO, JEBEL_ALI),
    ]);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.map((c) => [c.container, c.transhipment])).toEqual([
      ['ABCU1234560', true],
      ['TGHU1643396', false],
      ['CSQU3054383', true],
    ]);
    const locs = readBack(text)
      .filter((s) => s.name === 'LOC')
      .map((s) => `${s.elements[0]}:${s.elements[1]?.[0]}`);
    // Discharged at Colombo (11), on to Singapore, its POD (83), delivered at Jebel Ali (7); a
    // POD that is the transhipment port itself is not named twice.
    expect(locs).toEqual([
      '9:INCCU',
      '11:LKCMB',
      '83:SGSIN',
      '7:AEJEA',
      '11:LKCMB',
      '7:LKCMB',
      '11:LKCMB',
      '7:AEJEA',
    ]);
  });

  it('marks each container going on by rail with an on-carriage TDT 30 of mode 2', () => {
    const { text } = interchangeOf(
      [container('ABCU1234560', SINGAPORE), container('TGHU1643396', SINGAPORE)],
      { ...call, byRail: true },
    );
    const segments = readBack(text);
    const onCarriage = segments.filter((s) => s.name === 'TDT' && s.elements[0]?.[0] === '30');
    expect(onCarriage.map((s) => s.elements)).toEqual([
      [['30'], [''], ['2']],
      [['30'], [''], ['2']],
    ]);
    expectTableOrder(segments.slice(1, -1).map((s) => s.name));
  });
});
