import type { InspectionEditInput, InspectionRow } from '@quaybook/contract';
import {
  CONDITION_LABELS,
  Condition,
  dmyToIso,
  formatDate,
  INSPECTION_TYPE_LABELS,
  InspectionType,
} from '@quaybook/domain';
import { INSPECTION_CHOICES, type InspectionChoice } from '../../inspections';
import type { FieldInputKind, FormValues } from '../../lists/form/fields';

/**
 * An input of the 'Container Inspection Report' form, named by the edit call's field: one of the
 * inspection choices every inspection screen shares, its date or time, or a plain input.
 */
export type EditField = { key: keyof InspectionEditInput & string; label: string } & (
  | { choice: InspectionChoice }
  | { input: FieldInputKind }
  | { kind: 'date' | 'time' }
);

const text = (placeholder?: string): FieldInputKind =>
  placeholder ? { kind: 'text', placeholder } : { kind: 'text' };
const kilograms: FieldInputKind = { kind: 'number' };
/** A select of coded choices, each shown by its label: conditionid 2 Sound, typeid 1 EOR … */
const coded = <Id extends number>(
  ids: readonly Id[],
  labels: Record<Id, string>,
): FieldInputKind => ({
  kind: 'select',
  options: ids.map((id) => ({ value: id, label: labels[id] })),
});

/**
 * The edit form of 001 §3 after its container number and party: the container's weights, the
 * movement, the place and the inspection's own details, in the order a surveyor reads them.
 */
export const EDIT_FIELDS: readonly EditField[] = [
  { key: 'manufacture', label: 'Year of MFG', input: text('yyyy') },
  { key: 'isotarewt', label: 'Tare Weight', input: kilograms },
  { key: 'isogrosswt', label: 'CSC Max Gross Weight', input: kilograms },
  { key: 'cargowt', label: 'Cargo Weight', input: kilograms },
  { key: 'vesselld', label: 'Vessel', choice: 'vessel' },
  { key: 'voyage', label: 'Voyage', choice: 'voyage' },
  { key: 'movementId', label: 'Movement', choice: 'movement' },
  { key: 'locationId', label: 'Location', choice: 'location' },
  { key: 'tolocation', label: 'To Location', choice: 'toLocation' },
  { key: 'cfsName', label: 'CFS', choice: 'cfs' },
  { key: 'seal', label: 'Seal No', input: text() },
  { key: 'inspdate', label: 'Inspection Date', kind: 'date' },
  { key: 'insptime', label: 'Time', kind: 'time' },
  {
    key: 'conditionid',
    label: 'Condition',
    input: coded([Condition.sound, Condition.damage], CONDITION_LABELS),
  },
  { key: 'loadport', label: 'POL', choice: 'pol' },
  { key: 'destnport', label: 'POD', choice: 'pod' },
  { key: 'transport', label: 'FPD', choice: 'fpd' },
  { key: 'transporter', label: 'Transporter', choice: 'transporter' },
  { key: 'tranmode', label: 'Transport Mode', choice: 'transportMode' },
  { key: 'bookingrelno', label: 'Booking No', input: text() },
  { key: 'hazstat', label: 'Hazard', choice: 'hazard' },
  {
    key: 'typeid',
    label: 'Type',
    input: coded([InspectionType.eor, InspectionType.nonEor], INSPECTION_TYPE_LABELS),
  },
  { key: 'c_agentid', label: 'Clearing Agent', choice: 'clearingAgent' },
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
    inspdate: formatDate(row.inspdate),
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
    // Sent back, so a save over a newer change is refused.
    version: row.version,
  };
}

/** Where a field of the form is named and how its value reads, for a list of changes. */
export function editFieldOf(key: string): { label: string; input?: FieldInputKind } {
  const field = EDIT_FIELDS.find((f) => f.key === key);
  if (field)
    return {
      label: field.label,
      ...('input' in field ? { input: field.input } : {}),
      ...('choice' in field ? { input: INSPECTION_CHOICES[field.choice].input } : {}),
    };
  return PARTY_FIELDS[key] ?? { label: key };
}

const PARTY_FIELDS: Record<string, { label: string; input?: FieldInputKind }> = {
  containerNumber: { label: 'Container No' },
  applicant: { label: 'Applicant', input: { kind: 'reference', list: 'applicants' } },
  account: { label: 'Account', input: { kind: 'reference', list: 'accounts' } },
};

/** The fields another person's change is looked for in. */
export const EDITED_KEYS = [...Object.keys(PARTY_FIELDS), ...EDIT_FIELDS.map((f) => f.key)];

/**
 * The edit call's body from the form: the date typed dd/mm/yyyy travels as ISO (a date that is
 * not one as typed, for the contract to refuse), and an empty input is none, so a required
 * weight left blank is named as missing.
 */
export function editBody(values: FormValues): Record<string, unknown> {
  const body = Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value === '' ? null : value]),
  );
  const typed = typeof values.inspdate === 'string' ? values.inspdate : '';
  return { ...body, inspdate: typed ? (dmyToIso(typed) ?? typed) : null };
}
