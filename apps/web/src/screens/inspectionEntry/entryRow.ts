import {
  api,
  type ContainerDetails,
  checkBody,
  type DamageLineInput,
  FORM_MESSAGES,
  INSPECTION_MESSAGES,
  type InspectionFields,
  type IsoCodeRow,
  type LinkPartyRow,
  type OutgoingFile,
} from '@quaybook/contract';
import {
  type Condition,
  defaultInspectionMoment,
  dmyToIso,
  formatDate,
  type HazardState,
  isContainerNumberFormat,
  type TransportMode,
} from '@quaybook/domain';
import {
  applicantAndAccount,
  type DamageLineDraft,
  dateProblem,
  linesWithPhotos,
  type MovementFields,
  missingMovementFields,
  partyOf,
  timeProblem,
} from '../../inspections';

/**
 * One container's entry as the row holds it. Keys are the create call's wire names where the row
 * has the field, so a refusal's `transaction.vesselld` lands under its own input.
 */
export interface EntryRow {
  containerNumber: string;
  iso_code: string | null;
  isotarewt: number | '';
  isogrosswt: number | '';
  manufacture: string;
  seal: string;
  /** The link party: the applicant and account sent. */
  party: number | null;
  vesselld: number | null;
  voyage: number | null;
  movementId: number | null;
  c_agentid: number | null;
  locationId: number | null;
  tolocation: number | null;
  /** The inspection date as typed, dd/mm/yyyy; sent as ISO. */
  inspdate: string;
  /** HHMM. */
  insptime: string;
  hazstat: HazardState;
  note: string;
  cargowt: number | '';
  loadport: number | null;
  destnport: number | null;
  transport: number | null;
  cfsName: number | null;
  transporter: number | null;
  bookingrelno: string;
  tranmode: TransportMode | null;
  photos: File[];
}
export type EntryKey = keyof EntryRow;

/** What the look-up of the typed number found. */
export type ContainerFound =
  /** Not looked up yet (the number is being typed). */
  | { kind: 'unchecked' }
  /** A container the company knows, as it is now. */
  | { kind: 'known'; details: ContainerDetails }
  /** Not known: it is created with its ISO when the entry is saved. */
  | { kind: 'new' }
  /** The server calls the number invalid: nothing is saved until it is corrected. */
  | { kind: 'invalid' };

const hhmm = (moment: Date) =>
  `${String(moment.getHours()).padStart(2, '0')}${String(moment.getMinutes()).padStart(2, '0')}`;

/** An empty row, dated now less 15 minutes (spec 001 §9), hazard N. */
export function emptyRow(now: Date): EntryRow {
  const moment = defaultInspectionMoment(now);
  return {
    containerNumber: '',
    iso_code: null,
    isotarewt: '',
    isogrosswt: '',
    manufacture: '',
    seal: '',
    party: null,
    vesselld: null,
    voyage: null,
    movementId: null,
    c_agentid: null,
    locationId: null,
    tolocation: null,
    inspdate: formatDate(moment),
    insptime: hhmm(moment),
    hazstat: 'N',
    note: '',
    cargowt: '',
    loadport: null,
    destnport: null,
    transport: null,
    cfsName: null,
    transporter: null,
    bookingrelno: '',
    tranmode: null,
    photos: [],
  };
}

/** The row for the next container: empty and dated now, keeping the fields named. */
export function nextRow(row: EntryRow, keep: readonly EntryKey[], now: Date): EntryRow {
  const next = emptyRow(now);
  for (const key of keep) Object.assign(next, { [key]: row[key] });
  return next;
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length);

/**
 * The row filled from a known container: its ISO, weights and year always (they are the
 * container's), and what its last inspection said only where the row is still blank, so the
 * header and the choices kept from the last entry stay as the surveyor set them.
 */
export function fillFromContainer(
  row: EntryRow,
  details: ContainerDetails,
  parties: readonly LinkPartyRow[] | undefined,
): EntryRow {
  const party =
    details.PartyLinkId ?? partyOf(parties, details.applicant, details.account)?.autoid ?? null;
  const last: Partial<EntryRow> = {
    party,
    vesselld: details.vesselld,
    voyage: details.voyage,
    movementId: details.movementId,
    locationId: details.inspectionplace,
    tolocation: details.tolocation,
    cfsName: details.cfsID,
    loadport: details.LoadPort,
    destnport: details.DestnPort,
    transport: details.transport,
    transporter: details.transporter,
    tranmode: details.tranmode === 'R' || details.tranmode === 'T' ? details.tranmode : null,
    bookingrelno: details.bookingrelno ?? '',
    note: details.note ?? '',
    cargowt: details.cargowt ?? '',
  };
  const filled: EntryRow = {
    ...row,
    iso_code: details.iso_code,
    isotarewt: details.isotarewt,
    isogrosswt: details.isogrosswt,
    manufacture: details.manufacture ?? '',
  };
  for (const [key, value] of Object.entries(last) as [EntryKey, unknown][])
    if (isBlank(filled[key]) && !isBlank(value)) Object.assign(filled, { [key]: value });
  return filled;
}

/**
 * The row after its container's correction was refused as stale: each container field the person
 * left as it was filled takes the stored value, and each they typed keeps theirs, so saving again
 * writes only what they changed. Answers the fields the other change touched, by their labels.
 */
export function reloadContainer(
  row: EntryRow,
  opened: ContainerDetails,
  stored: ContainerDetails,
): { row: EntryRow; changed: string[] } {
  const fields = [
    ['iso_code', 'ISO Code'],
    ['isotarewt', 'Tare Wt'],
    ['isogrosswt', 'Max Gross Wt'],
    ['manufacture', 'Year of MFG'],
  ] as const;
  const next = { ...row };
  const changed: string[] = [];
  for (const [key, label] of fields) {
    const was = opened[key] ?? '';
    const now = stored[key] ?? '';
    if (was === now) continue;
    changed.push(label);
    if (row[key] === was) Object.assign(next, { [key]: now });
  }
  return { row: next, changed };
}

/** The fields that must be filled before Sound or Damage is chosen (spec 001 §5, 002 §5). */
export const BEFORE_CONDITION: readonly EntryKey[] = [
  'containerNumber',
  'vesselld',
  'voyage',
  'movementId',
  'locationId',
  'inspdate',
  'insptime',
  'hazstat',
];

/** The contract's word for each field the row requires, when it is blank. */
const MISSING: Partial<Record<EntryKey, string>> = {
  containerNumber: 'Container number is required.',
  party: INSPECTION_MESSAGES.selectParty,
  vesselld: INSPECTION_MESSAGES.selectVessel,
  voyage: INSPECTION_MESSAGES.selectVoyage,
  movementId: INSPECTION_MESSAGES.selectMovement,
  locationId: INSPECTION_MESSAGES.selectLocation,
  inspdate: INSPECTION_MESSAGES.invalidDate,
  insptime: INSPECTION_MESSAGES.timeFormat,
  hazstat: 'Hazard status must be N or Y.',
  iso_code: INSPECTION_MESSAGES.selectIso,
};

/** The rule of the typed number, said on leaving it: 11 characters, 4 letters and 7 digits. */
export function containerNumberProblem(number: string): string | undefined {
  if (number === '') return undefined;
  return isContainerNumberFormat(number) ? undefined : INSPECTION_MESSAGES.shortContainer;
}

/** The container's own fields the row may create or correct it with. */
const CONTAINER_KEYS = ['isotarewt', 'isogrosswt', 'manufacture'] as const;

/**
 * The container master's word on the weights and year typed in the row (a negative weight, a
 * year that is not one), checked by the contract's container schema the save will send them to.
 */
function containerFieldProblems(row: EntryRow): Partial<Record<EntryKey, string>> {
  const checked = checkBody(api.container.create, {
    contnumber: row.containerNumber,
    contsize: 20,
    isotarewt: row.isotarewt,
    isogrosswt: row.isogrosswt,
    manufacture: row.manufacture.trim() || null,
  });
  if (checked.ok) return {};
  const problems: Partial<Record<EntryKey, string>> = {};
  for (const key of CONTAINER_KEYS)
    if (checked.problems[key]) problems[key] = checked.problems[key];
  return problems;
}

/** Why the row cannot be saved yet: the toast, and each field's problem under it. */
interface RowProblems {
  message: string;
  fields: Partial<Record<EntryKey, string>>;
}

/**
 * Checks the row before Sound or Damage. The fields the spec names come first, with its message;
 * then the ISO ('Please select ISO Code'); then the rest (party, the movement's fields, a
 * date, time or number that is not one), each under its field.
 */
export function rowProblems(
  row: EntryRow,
  found: ContainerFound,
  movement: MovementFields,
): RowProblems | undefined {
  const blank = BEFORE_CONDITION.filter((key) => isBlank(row[key]));
  if (blank.length > 0)
    return {
      message: INSPECTION_MESSAGES.fillBeforeCondition,
      fields: Object.fromEntries(blank.map((key) => [key, MISSING[key]])),
    };
  if (found.kind === 'invalid')
    return {
      message: INSPECTION_MESSAGES.invalidContainer,
      fields: { containerNumber: INSPECTION_MESSAGES.invalidContainer },
    };
  if (isBlank(row.iso_code))
    return {
      message: INSPECTION_MESSAGES.selectIso,
      fields: { iso_code: INSPECTION_MESSAGES.selectIso },
    };
  const fields: Partial<Record<EntryKey, string>> = {
    ...missingMovementFields(movement, row),
    ...containerFieldProblems(row),
  };
  const numberProblem = containerNumberProblem(row.containerNumber);
  if (numberProblem) fields.containerNumber = numberProblem;
  if (row.party === null) fields.party = MISSING.party;
  const date = dateProblem(row.inspdate);
  if (date) fields.inspdate = date;
  const time = timeProblem(row.insptime);
  if (time) fields.insptime = time;
  const texts = [...new Set(Object.values(fields))];
  if (texts.length === 0) return undefined;
  return { message: texts.length === 1 ? (texts[0] ?? '') : FORM_MESSAGES.fixErrors, fields };
}

/** The first blank field the row requires after `from`, in the order the row shows them. */
export function nextBlankRequired(
  row: EntryRow,
  order: readonly EntryKey[],
  required: ReadonlySet<EntryKey>,
  from: EntryKey,
): EntryKey | undefined {
  const start = order.indexOf(from) + 1;
  return order.slice(start).find((key) => required.has(key) && isBlank(row[key]));
}

const orNull = (value: number | '') => (value === '' ? null : value);
const textOrNull = (text: string) => text.trim() || null;

/** The inspection as POST /create_transaction takes it, with its container's id if known. */
function transactionOf(
  row: EntryRow,
  party: LinkPartyRow | undefined,
  condition: Condition,
  containerId: number | null,
): InspectionFields {
  const { applicant, account } = applicantAndAccount(party);
  return {
    containerId,
    containerNumber: row.containerNumber,
    applicant,
    account,
    vesselld: row.vesselld,
    voyage: row.voyage,
    movementId: row.movementId,
    locationId: row.locationId,
    tolocation: row.tolocation,
    cfsName: row.cfsName,
    seal: textOrNull(row.seal),
    inspdate: dmyToIso(row.inspdate) ?? row.inspdate,
    insptime: row.insptime,
    conditionid: condition,
    note: textOrNull(row.note),
    cargowt: orNull(row.cargowt),
    hazstat: row.hazstat,
    loadport: row.loadport,
    destnport: row.destnport,
    transport: row.transport,
    transporter: row.transporter,
    tranmode: row.tranmode,
    bookingrelno: textOrNull(row.bookingrelno),
    c_agentid: row.c_agentid,
  };
}

/** The whole create call: the record, its number, its damage lines, and every photo. */
export function createRequest(
  row: EntryRow,
  party: LinkPartyRow | undefined,
  condition: Condition,
  containerId: number | null,
  damages: readonly DamageLineDraft[],
): {
  body: {
    transaction: InspectionFields;
    containerno: { containerNumber: string };
    damageData?: DamageLineInput[];
  };
  files: OutgoingFile[];
} {
  const photos = row.photos.map((file) => ({ blob: file, name: file.name }));
  const lines = linesWithPhotos(damages, photos.length);
  return {
    body: {
      transaction: transactionOf(row, party, condition, containerId),
      containerno: { containerNumber: row.containerNumber },
      ...(damages.length > 0 ? { damageData: lines.lines } : {}),
    },
    files: [...photos, ...lines.files],
  };
}

/** The row field a refusal's key names: `transaction.vesselld`, `containerno.containerNumber`. */
export function refusedField(key: string): EntryKey | undefined {
  const [part, field] = key.split('.');
  if (part === 'containerno') return 'containerNumber';
  if (part !== 'transaction' || !field) return undefined;
  if (field === 'applicant' || field === 'account') return 'party';
  return field in emptyRow(new Date(0)) ? (field as EntryKey) : undefined;
}

/** The ISO entry's size and type, shown beside the code: '20 GP'. */
export function sizeAndType(iso: IsoCodeRow | undefined): string {
  return iso ? `${iso.size} ${iso.typecode}` : '';
}
