import { MOVEMENT_FIELD_MESSAGES } from '@quaybook/contract';
import {
  CONTAINER_FORMAT_MESSAGE,
  containerCheckDigit,
  warningOfContainerNumber,
} from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import type { movements } from '../../../db/schema';
import { checkOvaRow, type Listing, type OvaFacts, recordKey } from './ovaEntry';

const box = (serial: number) => {
  const firstTen = `MSKU${String(serial).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
};

const movement = (
  id: number,
  name: string,
  flags: Partial<typeof movements.$inferSelect> = {},
): typeof movements.$inferSelect => ({
  id,
  companyId: 1,
  name,
  description: null,
  previousMove: null,
  moveFor: null,
  iboxCode: null,
  ovaCode: 'GTIN',
  ediEvent: null,
  ediFull: true,
  needsDateTime: false,
  needsGrossWeight: false,
  needsPorts: false,
  needsCfs: false,
  needsListCfs: false,
  needsTransporter: false,
  needsBookingNo: false,
  needsTransportMode: false,
  needsCondition: false,
  needsVesselVoyage: false,
  roadOnly: false,
  createdBy: null,
  createdAt: new Date(),
  modifiedBy: null,
  modifiedAt: null,
  version: 1,
  ...flags,
});

const listing = (overrides: Partial<Listing> = {}): Listing => ({
  containerId: 7,
  applicantId: 11,
  accountId: 12,
  vesselId: 13,
  voyageId: 14,
  movementId: 100,
  cfsId: 55,
  grossWeight: 24_000,
  ...overrides,
});

const facts = (overrides: Partial<OvaFacts> = {}): OvaFacts => ({
  locations: new Map([['kol', [618]]]),
  movements: new Map([['gtin', [movement(100, 'Gate In')]]]),
  listings: new Map([[box(1), [listing()]]]),
  recorded: new Set(),
  ...overrides,
});

const row = (overrides: Partial<Record<string, string>> = {}) => ({
  container: box(1),
  location: 'KOL',
  movement: 'gtin',
  fullEmpty: 'f',
  date: '20/11/2026',
  time: '930',
  bookingNo: 'BK1',
  seal: 'S1',
  ...overrides,
});

const never = () => false;

describe('an OVA row', () => {
  it('names its inspection: codes read case-insensitively, party and call from the list', () => {
    const { values, problems } = checkOvaRow(row(), facts(), never);
    expect(problems).toEqual([]);
    expect(values).toMatchObject({
      fullEmpty: 'F',
      date: '2026-11-20',
      time: '0930',
      locationId: 618,
      movementId: 100,
      listing: listing(),
      cfsId: null,
      cargoWeight: null,
      transportMode: null,
    });
    expect(values.text).toMatchObject({ fullEmpty: 'F', date: '20/11/2026', time: '0930' });
  });

  it('gives every reason of a bad row', () => {
    const { problems } = checkOvaRow(
      row({ location: 'XXX', movement: 'ZZZZ', fullEmpty: 'X', date: '31/02/2026', time: '2460' }),
      facts(),
      never,
    );
    expect(problems).toEqual([
      'Movement code ZZZZ is not the OVA code of any of your movements.',
      'Location code XXX is not the OVA code of any location.',
      'fl_mt_stat X is not F (full) or E (empty).',
      'Date 31/02/2026 is not a date (dd/mm/yyyy).',
      'Time 2460 is not a time (HHMM).',
    ]);
  });

  it('says which cells a blank row lacks', () => {
    const blank = row({
      container: '',
      location: '',
      movement: '',
      fullEmpty: '',
      date: '',
      time: '',
      bookingNo: '',
      seal: '',
    });
    expect(checkOvaRow(blank, facts(), never).problems).toEqual([
      'Container number is missing.',
      'Movement is missing.',
      'Location (loc) is missing.',
      'fl_mt_stat is missing: F (full) or E (empty).',
      'Date (ddt) is missing.',
      'Time (tm) is missing.',
    ]);
  });

  it('refuses a location code that names several locations', () => {
    const { values, problems } = checkOvaRow(
      row(),
      facts({ locations: new Map([['kol', [618, 619]]]) }),
      never,
    );
    expect(problems).toEqual(['Location code KOL is the OVA code of several locations.']);
    expect(values.locationId).toBeNull();
  });

  it('refuses a bad number', () => {
    expect(checkOvaRow(row({ container: 'MSKU12' }), facts(), never).problems).toContain(
      CONTAINER_FORMAT_MESSAGE,
    );
  });

  it('records a number whose check digit does not add up, warning that it is a likely typo', () => {
    const typo = 'MSKU0000010';
    const checked = checkOvaRow(
      row({ container: typo }),
      facts({ listings: new Map([[typo, [listing()]]]) }),
      never,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.warnings).toEqual([warningOfContainerNumber(typo)]);
    expect(checked.values.listing?.containerId).toBe(7);
  });

  it('skips a container on no advance list, since nothing names its party', () => {
    const { problems } = checkOvaRow(row({ container: box(2) }), facts(), never);
    expect(problems).toEqual([
      `Container ${box(2)} is on no advance list: upload its list first, so its party, vessel and voyage are known.`,
    ]);
  });

  it('takes the list entry of the same movement over a newer one of another', () => {
    const older = listing({ movementId: 100, vesselId: 21 });
    const newer = listing({ movementId: 300, vesselId: 22 });
    const { values } = checkOvaRow(
      row(),
      facts({ listings: new Map([[box(1), [newer, older]]]) }),
      never,
    );
    expect(values.listing?.vesselId).toBe(21);
    const { values: other } = checkOvaRow(
      row(),
      facts({ listings: new Map([[box(1), [newer]]]) }),
      never,
    );
    expect(other.listing?.vesselId).toBe(22);
  });

  it('lets the list decide between movements that share a code, and refuses when it cannot', () => {
    const shared = new Map([['gtin', [movement(100, 'Gate In'), movement(200, 'Gate In Rail')]]]);
    const decided = checkOvaRow(
      row(),
      facts({ movements: shared, listings: new Map([[box(1), [listing({ movementId: 200 })]]]) }),
      never,
    );
    expect(decided.values.movementId).toBe(200);
    const undecided = checkOvaRow(
      row(),
      facts({ movements: shared, listings: new Map([[box(1), [listing({ movementId: 300 })]]]) }),
      never,
    );
    expect(undecided.problems).toEqual([
      'Movement code gtin is the OVA code of several movements (Gate In, Gate In Rail).',
    ]);
  });

  it('marks a second row of the same container, movement and day, and one already recorded', () => {
    expect(checkOvaRow(row(), facts(), () => true).problems).toEqual([
      `Container ${box(1)} is in the file more than once for this movement and date.`,
    ]);
    const recorded = new Set([recordKey(box(1), 100, '2026-11-20')]);
    expect(checkOvaRow(row(), facts({ recorded }), never).problems).toEqual([
      `Container ${box(1)} already has an inspection of this movement on 20/11/2026.`,
    ]);
  });

  it('asks for what its movement needs, as the entry screen does, taking what the list gives', () => {
    const exportGateIn = movement(100, 'Export Gate-in', {
      needsPorts: true,
      needsGrossWeight: true,
      needsCfs: true,
      needsBookingNo: true,
    });
    const moves = new Map([['gtin', [exportGateIn]]]);
    const { values, problems } = checkOvaRow(
      row({ bookingNo: '' }),
      facts({ movements: moves }),
      never,
    );
    expect(problems).toEqual([
      MOVEMENT_FIELD_MESSAGES.loadport,
      MOVEMENT_FIELD_MESSAGES.destnport,
      MOVEMENT_FIELD_MESSAGES.transport,
      MOVEMENT_FIELD_MESSAGES.bookingrelno,
    ]);
    expect(values).toMatchObject({ cfsId: 55, cargoWeight: 24_000 });
  });

  it('goes by road with no CFS on a road-only movement', () => {
    const roadOut = movement(100, 'Road Out', {
      needsCfs: true,
      needsTransportMode: true,
      roadOnly: true,
    });
    const { values, problems } = checkOvaRow(
      row(),
      facts({ movements: new Map([['gtin', [roadOut]]]) }),
      never,
    );
    expect(problems).toEqual([]);
    expect(values).toMatchObject({ transportMode: 'R', cfsId: null });
  });
});
