import { api, checkBody, INSPECTION_MESSAGES, type InspectionRow } from '@quaybook/contract';
import { MANUFACTURE_YEAR_MESSAGE } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { EDIT_FIELDS, editBody, editValues } from './editForm';

const row = {
  reportid: 41,
  containerId: 7,
  contnumber: 'MSCU1234565',
  applicant: 3,
  account: 4,
  manufacture: '2019',
  isotarewt: 2200,
  isogrosswt: 30480,
  cargowt: 12000,
  vesselld: 5,
  voyage: 6,
  movementId: 3,
  inspectionplace: 9,
  tolocation: null,
  cfsID: null,
  seal: 'S-1',
  inspdate: '2026-11-02',
  insptime: '0930',
  conditionid: 2,
  loadport: null,
  destnport: null,
  transport: null,
  transporter: null,
  tranmode: null,
  bookingrelno: null,
  hazstat: 'N',
  typeid: 2,
  c_agentid: null,
  joborderno: null,
  slot: null,
  shifts: null,
  unno: null,
  temp: null,
  stowloc: null,
  note: null,
} as unknown as InspectionRow;

describe('the inspection edit form', () => {
  it('starts from the record, its own date included, and sends what the edit call reads', () => {
    const values = editValues(row);
    expect(values.inspdate).toBe('02/11/2026');
    expect(editBody(values).inspdate).toBe('2026-11-02');
    expect(values.locationId).toBe(9);
    const checked = checkBody(api.inspection.edit, editBody(values));
    expect(checked.ok).toBe(true);
  });

  it('refuses each blank required field under its own name', () => {
    const values = {
      ...editValues(row),
      containerNumber: '',
      isotarewt: '',
      isogrosswt: '',
      cargowt: '',
      inspdate: '',
      insptime: '',
    };
    const checked = checkBody(api.inspection.edit, editBody(values));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.problems).sort()).toEqual(
      ['cargowt', 'containerNumber', 'inspdate', 'insptime', 'isogrosswt', 'isotarewt'].sort(),
    );
    expect(checked.problems.isotarewt).toBe('Tare weight is required.');
    expect(checked.problems.inspdate).toBe(INSPECTION_MESSAGES.invalidDate);
  });

  it('refuses a negative tare or gross weight as negative, not as missing', () => {
    const checked = checkBody(
      api.inspection.edit,
      editBody({ ...editValues(row), isotarewt: -1, isogrosswt: -5 }),
    );
    expect(checked.ok ? undefined : checked.problems).toMatchObject({
      isotarewt: 'Tare weight cannot be negative.',
      isogrosswt: 'CSC max gross weight cannot be negative.',
    });
  });

  it('refuses a year of manufacture that is not a 4-digit year', () => {
    const checked = checkBody(
      api.inspection.edit,
      editBody({ ...editValues(row), manufacture: '2O3O' }),
    );
    expect(checked.ok ? undefined : checked.problems.manufacture).toBe(MANUFACTURE_YEAR_MESSAGE);
  });

  it('sends a typed date that is not one as typed, for the contract to refuse', () => {
    const checked = checkBody(
      api.inspection.edit,
      editBody({ ...editValues(row), inspdate: '31/02/2026' }),
    );
    expect(checked.ok ? undefined : checked.problems.inspdate).toBe(
      INSPECTION_MESSAGES.invalidDate,
    );
  });

  it('offers an input for every field of the edit call but the ids it carries', () => {
    const asked = new Set(EDIT_FIELDS.map((field) => field.key));
    const carried = [
      'reportid',
      'containerId',
      'containerNumber',
      'applicant',
      'account',
      'version',
    ];
    const shape = Object.keys(api.inspection.edit.body.shape);
    expect(shape.filter((key) => !asked.has(key as never) && !carried.includes(key))).toEqual([]);
  });
});
