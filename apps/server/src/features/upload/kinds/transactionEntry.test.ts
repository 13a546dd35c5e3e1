import { MOVEMENT_FIELD_MESSAGES, type transactionLayout } from '@quaybook/contract';
import {
  containerCheckDigit,
  type MovementRules,
  warningOfContainerNumber,
} from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import type { RawRow } from '../uploadKind';
import { checkTransactionRow } from './transactionEntry';
import type { TransactionLookups } from './transactionLookups';

type Key = (typeof transactionLayout)[number]['key'];

const box = (serial: number) => {
  const firstTen = `MSKU${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};

const NO_RULES: MovementRules = {
  needsDateTime: true,
  needsGrossWeight: false,
  needsPorts: false,
  needsCfs: false,
  needsListCfs: false,
  needsTransporter: false,
  needsBookingNo: false,
  needsTransportMode: false,
  needsCondition: true,
  needsVesselVoyage: false,
  roadOnly: false,
};

/** What a chunk looked up: container 1 on record, port SGSIN, place NSD, transporter ASL001. */
const lookups = (overrides: Partial<TransactionLookups> = {}): TransactionLookups => ({
  rules: NO_RULES,
  containerIds: new Map([[box(1), 501]]),
  iso: new Map([['22G1', { code: '22G1', size: 20, typeCode: 'GP', typeText: 'General' }]]),
  places: new Map([['nsd', 1]]),
  ports: new Map([
    ['sgsin', 129],
    ['singapore', 129],
  ]),
  transporters: new Map([['asl001', 7]]),
  listed: new Map(),
  inspected: new Set(),
  ...overrides,
});

const raw = (cells: Partial<RawRow<Key>> = {}): RawRow<Key> => ({
  container: box(1),
  date: '24/11/2026',
  time: '09:30',
  seal: '',
  toPlace: '',
  pol: '',
  pod: '',
  fpd: '',
  transporter: '',
  transportMode: '',
  bookingNo: '',
  hazardous: '',
  note: '',
  isoCode: '',
  ...cells,
});

const none = () => undefined;

describe('checkTransactionRow', () => {
  it('reads a good row into the inspection fields it records', () => {
    const { values, problems } = checkTransactionRow(
      raw({
        container: ` msku 000001 ${box(1).slice(-1)}`,
        toPlace: 'nsd',
        pol: 'Singapore',
        transporter: 'ASL001',
        transportMode: 'train',
        hazardous: 'yes',
        seal: 'S1',
      }),
      lookups(),
      none,
    );
    expect(problems).toEqual([]);
    expect(values.containerId).toBe(501);
    expect(values.newContainer).toBeNull();
    expect(values.fields).toMatchObject({
      inspdate: '2026-11-24',
      insptime: '0930',
      tolocation: 1,
      loadport: 129,
      destnport: null,
      transporter: 7,
      tranmode: 'T',
      hazstat: 'Y',
      seal: 'S1',
      cfsName: null,
      cargowt: null,
    });
  });

  it('takes an unknown container with a known ISO code as new, and refuses one without', () => {
    const found = lookups();
    const added = checkTransactionRow(raw({ container: box(2), isoCode: '22g1' }), found, none);
    expect(added.problems).toEqual([]);
    expect(added.values.newContainer).toMatchObject({ code: '22G1', size: 20, tare: 0, gross: 0 });
    expect(checkTransactionRow(raw({ container: box(2) }), found, none).problems).toEqual([
      `Container ${box(2)} is not recorded yet: give its ISO code in the ISO column.`,
    ]);
    expect(
      checkTransactionRow(raw({ container: box(2), isoCode: 'ZZZZ' }), found, none).problems,
    ).toEqual(['ISO code ZZZZ is not a known ISO code.']);
  });

  it('names every problem of a row at once', () => {
    const { problems } = checkTransactionRow(
      raw({
        container: 'MSKU123',
        date: '31/02/2026',
        time: '',
        toPlace: 'Mars',
        pod: 'Atlantis',
        transporter: 'Nobody',
        transportMode: 'Ship',
        hazardous: 'perhaps',
        seal: 'S'.repeat(51),
      }),
      lookups(),
      none,
    );
    expect(problems).toEqual([
      'Container number must be 4 letters followed by 7 digits.',
      'Date 31/02/2026 is not a date (dd/mm/yyyy).',
      'Time is missing.',
      'To Place Mars is not a known location.',
      'POD Atlantis is not a known port.',
      "Transporter Nobody is not one of your company's transporters.",
      'Tran Mode Ship is not R (road) or T (train).',
      'Haz perhaps is not Y or N.',
      'Seal can be at most 50 characters.',
    ]);
  });

  it('records a number with a bad check digit or fourth letter, warning that it is a likely typo', () => {
    const wrong = `${box(1).slice(0, 10)}${(Number(box(1).slice(-1)) + 1) % 10}`;
    const digit = checkTransactionRow(raw({ container: wrong, isoCode: '22G1' }), lookups(), none);
    expect(digit.problems).toEqual([]);
    expect(digit.warnings).toEqual([warningOfContainerNumber(wrong)]);
    expect(digit.warnings[0]).toMatch(/^Check digit of/);
    expect(digit.values.newContainer).toMatchObject({ code: '22G1' });
    const letter = `MSKA${box(1).slice(4)}`;
    const known = lookups({ containerIds: new Map([[letter, 502]]) });
    const category = checkTransactionRow(raw({ container: letter }), known, none);
    expect(category.problems).toEqual([]);
    expect(category.warnings[0]).toMatch(/^Fourth letter of MSKA/);
    expect(category.values.containerId).toBe(502);
  });

  it('marks a duplicate the caller reports', () => {
    const twice = checkTransactionRow(raw(), lookups(), (number) => `${number} twice`);
    expect(twice.problems).toEqual([`${box(1)} twice`]);
    expect(twice.warnings).toEqual([]);
  });

  it('reads a new container’s type given with its size in one (40HC), but not a type alone', () => {
    const highCube = { code: '45G1', size: 40, typeCode: 'HC', typeText: 'High Cube' };
    const known = lookups({ iso: new Map([['45G1', highCube]]) });
    const read = checkTransactionRow(raw({ container: box(2), isoCode: '40hc' }), known, none);
    expect(read.problems).toEqual([]);
    expect(read.values.text.isoCode).toBe('45G1');
    expect(read.values.newContainer).toMatchObject({ code: '45G1', size: 40 });
    expect(
      checkTransactionRow(raw({ container: box(2), isoCode: 'HC' }), known, none).problems,
    ).toEqual(["Type HC needs the container's size (20 or 40), or give its ISO code."]);
  });

  it('asks for the fields the movement needs, once each, as the entry screen does', () => {
    const rules = { ...NO_RULES, needsPorts: true, needsTransporter: true, needsBookingNo: true };
    const { problems } = checkTransactionRow(raw({ pol: 'Atlantis' }), lookups({ rules }), none);
    expect(problems).toEqual([
      'POL Atlantis is not a known port.',
      MOVEMENT_FIELD_MESSAGES.destnport,
      MOVEMENT_FIELD_MESSAGES.transport,
      MOVEMENT_FIELD_MESSAGES.transporter,
      MOVEMENT_FIELD_MESSAGES.bookingrelno,
    ]);
  });

  it('takes gross weight and CFS from the advance list, and a road-only movement’s fixed values', () => {
    const listed = new Map([[box(1), { gross: 24_000, tare: 2_200, cfsId: 12_000 }]]);
    const needs = { ...NO_RULES, needsGrossWeight: true, needsCfs: true };
    const filled = checkTransactionRow(raw(), lookups({ rules: needs, listed }), none);
    expect(filled.problems).toEqual([]);
    expect(filled.values.fields).toMatchObject({ cargowt: 24_000, cfsName: 12_000 });
    expect(checkTransactionRow(raw(), lookups({ rules: needs }), none).problems).toEqual([
      MOVEMENT_FIELD_MESSAGES.cargowt,
      MOVEMENT_FIELD_MESSAGES.cfsName,
    ]);
    const road = { ...NO_RULES, roadOnly: true, needsCfs: true, needsTransportMode: true };
    const fixed = checkTransactionRow(
      raw({ transportMode: 'T' }),
      lookups({ rules: road, listed }),
      none,
    );
    expect(fixed.problems).toEqual([]);
    expect(fixed.values.fields).toMatchObject({ tranmode: 'R', cfsName: null });
  });

  it('refuses every row when the movement is not the company’s', () => {
    expect(checkTransactionRow(raw(), lookups({ rules: undefined }), none).problems).toEqual([
      'The chosen movement is not one of your company’s movements.',
    ]);
  });
});
