import type { InspectionEditInput, InspectionRow } from '@quaybook/contract';
import {
  CONDITION_LABELS,
  Condition,
  HAZARD_STATES,
  INSPECTION_TYPE_LABELS,
  InspectionType,
  TRANSPORT_MODES,
} from '@quaybook/domain';
import type { FieldInputKind, FormValues } from '../../lists/form/fields';

/** An input of the 'Container Inspection Report' form, named by the edit call's field. */
export interface EditField {
  key: keyof InspectionEditInput & string;
  label: string;
  input: FieldInputKind;
}

const text = (placeholder?: string): FieldInputKind =>
  placeholder ? { kind: 'text', placeholder } : { kind: 'text' };
const kilograms: FieldInputKind = { kind: 'number' };
const optionalPort: FieldInputKind = { kind: 'reference', list: 'ports', clearable: true };

/**
 * The edit form of 001 §3 after its container number and party: the container's weights, the
 * movement, the place and the inspection's own details, in the order a surveyor reads them.
 */
export const EDIT_FIELDS: readonly EditField[] = [
  { key: 'manufacture', label: 'Year of MFG', input: text('yyyy') },
  { key: 'isotarewt', label: 'Tare Weight', input: kilograms },
  { key: 'isogrosswt', label: 'CSC Max Gross Weight', input: kilograms },
  { key: 'cargowt', label: 'Cargo Weight', input: kilograms },
  { key: 'vesselld', label: 'Vessel', input: { kind: 'reference', list: 'vessels' } },
  { key: 'voyage', label: 'Voyage', input: { kind: 'reference', list: 'voyages' } },
  { key: 'movementId', label: 'Movement', input: { kind: 'reference', list: 'movements' } },
  { key: 'locationId', label: 'Location', input: { kind: 'reference', list: 'locations' } },
  {
    key: 'tolocation',
    label: 'To Location',
    input: { kind: 'reference', list: 'locations', clearable: true },
  },
  { key: 'cfsName', label: 'CFS', input: { kind: 'reference', list: 'cfs', clearable: true } },
  { key: 'seal', label: 'Seal No', input: text() },
  { key: 'inspdate', label: 'Inspection Date', input: { kind: 'date' } },
  { key: 'insptime', label: 'Time', input: text('0000') },
  {
    key: 'conditionid',
    label: 'Condition',
    input: {
      kind: 'select',
      options: [Condition.sound, Condition.damage].map((id) => ({
        value: id,
        label: CONDITION_LABELS[id],
      })),
    },
  },
  { key: 'loadport', label: 'POL', input: optionalPort },
  { key: 'destnport', label: 'POD', input: optionalPort },
  { key: 'transport', label: 'FPD', input: optionalPort },
  {
    key: 'transporter',
    label: 'Transporter',
    input: { kind: 'reference', list: 'transporters', clearable: true },
  },
  {
    key: 'tranmode',
    label: 'Transport Mode',
    input: {
      kind: 'select',
      clearable: true,
      options: Object.entries(TRANSPORT_MODES).map(([value, label]) => ({ value, label })),
    },
  },
  { key: 'bookingrelno', label: 'Booking No', input: text() },
  {
    key: 'hazstat',
    label: 'Hazard',
    input: {
      kind: 'select',
      options: HAZARD_STATES.map((state) => ({ value: state, label: state })),
    },
  },
  {
    key: 'typeid',
    label: 'Type',
    input: {
      kind: 'select',
      options: [InspectionType.eor, InspectionType.nonEor].map((id) => ({
        value: id,
        label: INSPECTION_TYPE_LABELS[id],
      })),
    },
  },
  {
    key: 'c_agentid',
    label: 'Clearing Agent',
    input: { kind: 'reference', list: 'clearingAgents', clearable: true },
  },
  { key: 'joborderno', label: 'Job Order No', input: text() },
  { key: 'slot', label: 'Slot', input: text() },
  { key: 'shifts', label: 'Shifts', input: text() },
  { key: 'unno', label: 'UN No', input: text() },
  { key: 'temp', label: 'Temperature', input: text() },
  { key: 'stowloc', label: 'Stow Location', input: text() },
  { key: 'note', label: 'Note', input: text() },
];

/** The form's values for an inspection: the record's own, its date included. */
export function editValues(row: InspectionRow): FormValues {
  return {
    reportid: row.reportid,
    containerId: row.containerId,
    containerNumber: row.contnumber,
    applicant: row.applicant,
    account: row.account,
    manufacture: row.manufacture ?? '',
    isotarewt: row.isotarewt,
    isogrosswt: row.isogrosswt,
    cargowt: row.cargowt ?? '',
    vesselld: row.vesselld,
    voyage: row.voyage,
    movementId: row.movementId,
    locationId: row.inspectionplace,
    tolocation: row.tolocation,
    cfsName: row.cfsID,
    seal: row.seal ?? '',
    inspdate: row.inspdate,
    insptime: row.insptime ?? '',
    conditionid: row.conditionid,
    loadport: row.loadport,
    destnport: row.destnport,
    transport: row.transport,
    transporter: row.transporter,
    tranmode: row.tranmode,
    bookingrelno: row.bookingrelno ?? '',
    hazstat: row.hazstat,
    typeid: row.typeid,
    c_agentid: row.c_agentid,
    joborderno: row.joborderno ?? '',
    slot: row.slot ?? '',
    shifts: row.shifts ?? '',
    unno: row.unno ?? '',
    temp: row.temp ?? '',
    stowloc: row.stowloc ?? '',
    note: row.note ?? '',
  };
}

/**
 * The edit call's body from the form: an empty number is none (the contract then names a weight
 * that is required), everything else as the form holds it.
 */
export function editBody(values: FormValues): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]),
  );
}
