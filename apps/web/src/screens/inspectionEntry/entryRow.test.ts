import {
  type ContainerDetails,
  FORM_MESSAGES,
  INSPECTION_MESSAGES,
  type LinkPartyRow,
  MOVEMENT_FIELD_MESSAGES,
} from '@quaybook/contract';
import {
  Condition,
  MANUFACTURE_YEAR_MESSAGE,
  MOVEMENT_FLAGS,
  type MovementRules,
} from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { emptyDamageLine, movementFieldsOf } from '../../inspections';
import {
  createRequest,
  type EntryRow,
  emptyRow,
  fillFromContainer,
  nextBlankRequired,
  nextRow,
  refusedField,
  reloadContainer,
  rowProblems,
} from './entryRow';

const NOW = new Date(2026, 10, 23, 10, 5);
const party = { autoid: 7, applicantId: 70, accountId: 71 } as LinkPartyRow;
const noMovementFields = movementFieldsOf(undefined);
const known = { kind: 'known', details: {} as ContainerDetails } as const;

const filled = (overrides: Partial<EntryRow> = {}): EntryRow => ({
  ...emptyRow(NOW),
  containerNumber: 'CSQU3054383',
  iso_code: '22G1',
  party: 7,
  vesselld: 1,
  voyage: 2,
  movementId: 3,
  locationId: 4,
  ...overrides,
});

describe('an entry row', () => {
  it('starts dated 15 minutes ago, hazard N', () => {
    expect(emptyRow(NOW)).toMatchObject({ inspdate: '23/11/2026', insptime: '0950', hazstat: 'N' });
  });

  it('keeps only the declared fields for the next container', () => {
    const next = nextRow(filled({ seal: 'S1' }), ['party', 'vesselld'], NOW);
    expect(next).toMatchObject({ party: 7, vesselld: 1, voyage: null, seal: '', iso_code: null });
  });

  it('reloads a container changed meanwhile, keeping only the fields the person typed', () => {
    const opened = {
      iso_code: '22G1',
      isotarewt: 2200,
      isogrosswt: 30480,
      manufacture: null,
    } as ContainerDetails;
    const stored = { ...opened, isotarewt: 2250, isogrosswt: 32500, manufacture: '2020' };
    // The person corrected the gross weight and the year; the tare they left as it was filled.
    const typed = filled({ isotarewt: 2200, isogrosswt: 30000, manufacture: '2021' });
    const { row, changed } = reloadContainer(typed, opened, stored);
    expect(row).toMatchObject({
      iso_code: '22G1',
      isotarewt: 2250,
      isogrosswt: 30000,
      manufacture: '2021',
    });
    expect(changed).toEqual(['Tare Wt', 'Max Gross Wt', 'Year of MFG']);
    expect(reloadContainer(typed, opened, opened)).toEqual({ row: typed, changed: [] });
  });

  it("fills from a known container its own data always, and the last inspection's only where blank", () => {
    const details = {
      iso_code: '45G1',
      isotarewt: 3800,
      isogrosswt: 32500,
      manufacture: '2019',
      PartyLinkId: 9,
      vesselld: 5,
      voyage: 6,
      movementId: 8,
      inspectionplace: 10,
      cfsID: null,
      note: 'dented door',
      cargowt: 12000,
    } as ContainerDetails;
    const row = fillFromContainer({ ...emptyRow(NOW), vesselld: 1 }, details, []);
    expect(row).toMatchObject({
      iso_code: '45G1',
      isotarewt: 3800,
      manufacture: '2019',
      party: 9,
      vesselld: 1,
      voyage: 6,
      locationId: 10,
      cfsName: null,
      note: 'dented door',
      cargowt: 12000,
    });
  });

  it('asks for the spec fields first, then the ISO, then the rest under each field', () => {
    const blank = rowProblems({ ...filled(), vesselld: null }, known, noMovementFields);
    expect(blank?.message).toBe(INSPECTION_MESSAGES.fillBeforeCondition);
    expect(blank?.fields).toEqual({ vesselld: INSPECTION_MESSAGES.selectVessel });
    expect(rowProblems(filled({ iso_code: null }), known, noMovementFields)?.message).toBe(
      INSPECTION_MESSAGES.selectIso,
    );
    expect(rowProblems(filled(), { kind: 'invalid' }, noMovementFields)?.message).toBe(
      INSPECTION_MESSAGES.invalidContainer,
    );
    const ports = movementFieldsOf({
      ...(Object.fromEntries(MOVEMENT_FLAGS.map((f) => [f, false])) as unknown as MovementRules),
      needsPorts: true,
    });
    const several = rowProblems(filled({ party: null, loadport: 3 }), known, ports);
    expect(several?.message).toBe(FORM_MESSAGES.fixErrors);
    expect(several?.fields).toEqual({
      party: INSPECTION_MESSAGES.selectParty,
      destnport: MOVEMENT_FIELD_MESSAGES.destnport,
      transport: MOVEMENT_FIELD_MESSAGES.transport,
    });
    expect(rowProblems(filled({ insptime: '2460' }), known, noMovementFields)?.message).toBe(
      INSPECTION_MESSAGES.timeFormat,
    );
    expect(rowProblems(filled(), known, noMovementFields)).toBeUndefined();
  });

  it("refuses a negative weight under its field with the container master's message", () => {
    const problems = rowProblems(filled({ isogrosswt: -5 }), known, noMovementFields);
    expect(problems?.fields).toEqual({ isogrosswt: 'ISO gross weight cannot be negative.' });
    expect(problems?.message).toBe('ISO gross weight cannot be negative.');
    expect(rowProblems(filled({ manufacture: '2O3O' }), known, noMovementFields)?.fields).toEqual({
      manufacture: MANUFACTURE_YEAR_MESSAGE,
    });
  });

  it('goes from the ISO to the next blank required field', () => {
    const order = ['containerNumber', 'iso_code', 'seal', 'vesselld', 'locationId'] as const;
    const required = new Set(['containerNumber', 'iso_code', 'vesselld', 'locationId'] as const);
    const row = filled({ vesselld: 1, locationId: null });
    expect(nextBlankRequired(row, order, required, 'iso_code')).toBe('locationId');
    expect(nextBlankRequired(filled(), order, required, 'iso_code')).toBeUndefined();
  });

  it('turns the row into the create call, photos first and then each line photo', () => {
    const photo = new File(['a'], 'door.jpg');
    const linePhoto = new File(['b'], 'dent.jpg');
    const row = filled({ photos: [photo], cargowt: '', seal: ' ab12 ', inspdate: '01/02/2026' });
    const line = {
      ...emptyDamageLine(),
      positionid: 1,
      component: 1,
      damageType: 2,
      repairType: 3,
    };
    const { body, files } = createRequest(row, party, Condition.damage, 42, [
      { ...line, photo: linePhoto },
      line,
    ]);
    expect(body.transaction).toMatchObject({
      containerId: 42,
      containerNumber: 'CSQU3054383',
      applicant: 70,
      account: 71,
      inspdate: '2026-02-01',
      insptime: '0950',
      conditionid: Condition.damage,
      seal: 'ab12',
      cargowt: null,
      hazstat: 'N',
    });
    expect(body.containerno).toEqual({ containerNumber: 'CSQU3054383' });
    expect(body.damageData?.map((l) => l.Image)).toEqual([1, null]);
    expect(files.map((file) => file.name)).toEqual(['door.jpg', 'dent.jpg']);
    expect(createRequest(row, party, Condition.sound, 42, []).body.damageData).toBeUndefined();
  });

  it("places a refusal's field under its input", () => {
    expect(refusedField('transaction.vesselld')).toBe('vesselld');
    expect(refusedField('transaction.account')).toBe('party');
    expect(refusedField('containerno.containerNumber')).toBe('containerNumber');
    expect(refusedField('damageData.0.component')).toBeUndefined();
  });
});
