import {
  Condition,
  DAMAGE_POSITIONS,
  DAMAGE_SIDES,
  isInspectionTime,
  isIsoDate,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_FILES,
  PHOTO_MAX_MEGAPIXELS,
  PHOTO_TYPES,
  SECTION_NUMBERS,
  SECTION_PARTS,
} from '@quaybook/domain';
import { z } from 'zod';
import { containerNumberField, numberWarning } from './container';
import { endpoint, FILE_TYPES, type FileParts, fileEndpoint } from './endpoint';
import {
  chosenId,
  editedVersion,
  flag,
  idParam,
  MOST_IDS,
  manufactureYear,
  optionalIsoDate,
  optionalText,
  pageInfo,
  pageQuery,
  rupees,
  sentDay,
  tooManyIds,
  versionField,
  versionNumber,
} from './fields';

// Inspections: the spec's "transactions" (001 §2.6–2.8, §3, §7; 002 §2.2, §3, §7). The wire keeps
// the spec's names (vesselld, cfsName, hazstat …); the server maps them to clear ones.

const INSPECTION_DAMAGE_ADDED = 'Damage Added';
const INSPECTION_DAMAGE_UPDATED = 'Damage updated';

/** Every message of the inspection screens, declared once for both sides. */
export const INSPECTION_MESSAGES = {
  created: 'Created Succesful',
  damageAdded: INSPECTION_DAMAGE_ADDED,
  damageUpdated: INSPECTION_DAMAGE_UPDATED,
  /** A save of damage lines: 'Damage updated' when every line sent was recorded before. */
  damageSaved: (lines: readonly { autoid?: number | null | undefined }[]) =>
    lines.length > 0 && lines.every((line) => line.autoid)
      ? INSPECTION_DAMAGE_UPDATED
      : INSPECTION_DAMAGE_ADDED,
  updated: 'Update Succesful',
  deleted: 'Deleted Succesful',
  createError: 'Error creating transaction. Check console for details.',
  saveError: 'Error saving transaction',
  deleteError: 'Error deleting transaction',
  saveDamageError: 'Error saving Damage',
  deleteDamageError: 'Error Deleting Damage',
  loading: 'Loading transactions...',
  loadError: 'Error fetching transactions',
  /** The list's error line: 'Error loading transactions: <cause>'. */
  loadErrorLine: (cause: string) => `Error loading transactions: ${cause}`,
  invalidContainer: 'Invalid Container Number',
  /** An entry row's container number that is not 11 characters. */
  shortContainer: 'Invalid Container',
  invalidDate: 'Invalid Date',
  invalidFromDate: 'Invalid From Date',
  invalidToDate: 'Invalid To Date',
  detailsNotFound: 'Container Details not found',
  fillContainerAndIso: 'Please fill in the Container Number and ISO Code',
  selectIso: 'Please select ISO Code',
  fillBeforeCondition:
    'Please fill in the Container Number, Vessel Name, and Voyage Name fields before selecting Sound or Damage.',
  selectInspection: 'Please select an Inspection',
  selectChange: 'Please select atleast a changes to update',
  copied: (text: string) => `Copied: ${text}`,
  selectParty: 'Please select a party',
  selectVessel: 'Please select a vessel',
  selectVoyage: 'Please select a voyage',
  selectMovement: 'Please select Movement',
  selectLocation: 'Please select Location',
  /** View Inspection needs a party's call, some container numbers or a date range. */
  filterNeeded: 'Please fill all required fields',
  timeFormat: 'Time must be HHMM, from 0000 to 2359.',
  inspectionNotFound: 'Inspection not found.',
  damageNotFound: 'Damage line not found.',
  photoNotFound: 'Photo not found.',
  notAPhoto: (name: string) => `${name} is not a JPEG, PNG, WebP or HEIC photo.`,
  tooManyPixels: (name: string, width: number, height: number) =>
    `${name} is ${width} × ${height} pixels, more than the ${PHOTO_MAX_MEGAPIXELS} megapixels a photo may have.`,
  photosAdded: 'Photos Added',
  /** A transporter sent by a code the company's Transporters master does not hold. */
  unknownTransporter: (code: string) =>
    `Transporter ${code} is not one of your company’s transporters (see the Transporters master).`,
  /** A damage-line save that does not say whose lines they are. */
  damageLinesOfWhom: 'Say which inspection the damage lines are of: give each line its reportid.',
  /** A container recorded already for the same party, call and movement (entry and upload). */
  alreadyInspected: (number: string) =>
    `Container ${number} is already inspected for this party, vessel, voyage and movement.`,
  /** An entry repeating an inspection of the same day, party, call and movement. */
  alreadyInspectedOn: (number: string, date: string) =>
    `Container ${number} is already inspected on ${date} for this party, vessel, voyage and movement.`,
  /** A new inspection on the vessel and voyage of a call that has sailed. */
  callSailed: (vcn: string, sailDate: string | null) =>
    `Vessel call ${vcn} has sailed${sailDate ? ` (${sailDate})` : ''}; inspections are recorded on calls not yet sailed.`,
  /** A damage-line save naming two inspections. */
  damageLinesOfOne: 'The damage lines saved at once must all be of one inspection (one reportid).',
} as const;

/** What each movement-dependent field is called when it is missing (002 §9 rule flags). */
export const MOVEMENT_FIELD_MESSAGES = {
  cargowt: 'Gross weight is required for this movement.',
  loadport: 'POL is required for this movement.',
  destnport: 'POD is required for this movement.',
  transport: 'FPD is required for this movement.',
  cfsName: 'CFS is required for this movement.',
  transporter: 'Transporter is required for this movement.',
  bookingrelno: 'Booking number is required for this movement.',
  tranmode: 'Transport mode is required for this movement.',
} as const;

/** The movement-dependent fields of the domain (`inspectionFields`) by their wire names. */
export const MOVEMENT_FIELD_KEYS = {
  grossWeight: 'cargowt',
  pol: 'loadport',
  pod: 'destnport',
  fpd: 'transport',
  cfs: 'cfsName',
  transporter: 'transporter',
  bookingNo: 'bookingrelno',
  transportMode: 'tranmode',
} as const satisfies Record<string, keyof typeof MOVEMENT_FIELD_MESSAGES>;

// Old clients write numbers as text inside their JSON fields; digits are read as the number.
const digits = (value: unknown) =>
  typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value;

// A choice left blank ('' from an emptied select) is missing, not a malformed number.
const required = (label: string, missing: string) =>
  z.preprocess((value) => (value === '' ? undefined : digits(value)), chosenId(label, missing));

/** A choice that may be left open: 0, '', null or nothing become null. */
const optional = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : digits(value)),
    z
      .number({ error: `${label} must be a number.` })
      .int(`${label} must be a whole number.`)
      .min(0, `${label} must not be negative.`)
      .max(2_147_483_647, `${label} is out of range.`)
      .nullish()
      .transform((id) => (id ? id : null)),
  );

/**
 * A transporter by its id, or by its code as the spec gives transporters (ASL001, CONKOL …),
 * matched without case; digits alone are an id. 0, '', null or nothing is none.
 */
const transporterChoice = z.preprocess(
  (value) => (value === '' ? null : digits(value)),
  z
    .union(
      [
        z.number().int().min(0).max(2_147_483_647),
        z
          .string()
          .trim()
          .min(1)
          .max(20)
          .regex(/^[A-Za-z0-9]+$/)
          .transform((code) => code.toUpperCase()),
      ],
      { error: 'Transporter must be its id or its code (ASL001).' },
    )
    .nullish()
    .meta({ description: 'The transporter’s id, or its code in the Transporters master (ASL001).' })
    .transform((choice) => (choice ? choice : null)),
);

/** A whole number of kilograms; blank is none. */
const kilograms = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : digits(value)),
    z
      .number({ error: `${label} must be a number.` })
      .int(`${label} must be whole kilograms.`)
      .min(0, `${label} cannot be negative.`)
      .max(200_000, `${label} can be at most 200000 kg.`)
      .nullish()
      .transform((kg) => kg ?? null),
  );

const inspectionDate = z
  .string({ error: INSPECTION_MESSAGES.invalidDate })
  .trim()
  // The client sends an ISO date; a full ISO moment is read as its day.
  .transform(sentDay)
  .refine(isIsoDate, INSPECTION_MESSAGES.invalidDate);

const inspectionTime = z
  .preprocess(
    (value) => (typeof value === 'number' ? String(value).padStart(4, '0') : value),
    z.string({ error: INSPECTION_MESSAGES.timeFormat }).trim(),
  )
  .refine(isInspectionTime, INSPECTION_MESSAGES.timeFormat);

/** The fields an inspection is recorded with: the create payload of 001 §3 and 002 §3. */
export const inspectionFields = z.object({
  /** The container's id when the client knows it; the number decides otherwise. */
  containerId: optional('Container id'),
  containerNumber: containerNumberField,
  applicant: required('Applicant', INSPECTION_MESSAGES.selectParty),
  account: required('Account', INSPECTION_MESSAGES.selectParty),
  vesselld: required('Vessel', INSPECTION_MESSAGES.selectVessel),
  voyage: required('Voyage', INSPECTION_MESSAGES.selectVoyage),
  movementId: required('Movement', INSPECTION_MESSAGES.selectMovement),
  locationId: required('Location', INSPECTION_MESSAGES.selectLocation),
  tolocation: optional('To location'),
  /** The CFS's location id (the spec's field name). */
  cfsName: optional('CFS'),
  seal: optionalText('Seal', 50),
  inspdate: inspectionDate,
  insptime: inspectionTime,
  conditionid: z.preprocess(
    digits,
    z.union([z.literal(Condition.damage), z.literal(Condition.sound)], {
      error: 'Condition must be 1 (Damage) or 2 (Sound).',
    }),
  ),
  note: optionalText('Note', 1000),
  cargowt: kilograms('Gross weight'),
  hazstat: z
    .enum(['N', 'Y'], { error: 'Hazard status must be N or Y.' })
    .nullish()
    .transform((value) => value ?? 'N'),
  loadport: optional('POL'),
  destnport: optional('POD'),
  transport: optional('FPD'),
  /** The transporter's id, or its code (ASL001). */
  transporter: transporterChoice,
  tranmode: z
    .union([z.enum(['R', 'T']), z.literal(''), z.null()], {
      error: 'Transport mode must be R (road) or T (train).',
    })
    .optional()
    .transform((mode) => (mode ? mode : null)),
  bookingrelno: optionalText('Booking number', 50),
  typeid: z
    .preprocess(
      digits,
      z.union([z.literal(1), z.literal(2)], { error: 'Type must be 1 (EOR) or 2 (Non-EOR).' }),
    )
    .optional()
    .transform((type) => type ?? 2),
  c_agentid: optional('Clearing agent'),
  joborderno: optionalText('Job order number', 50),
  slot: optionalText('Slot', 50),
  shifts: optionalText('Shifts', 50),
  unno: optionalText('UN number', 10),
  temp: optionalText('Temperature', 20),
  stowloc: optionalText('Stow location', 20),
});
export type InspectionFields = z.input<typeof inspectionFields>;

/** The id of a damage side sent by its name ('EXT', 'int'). */
function sideId(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const side = Object.entries(DAMAGE_SIDES).find(([, name]) => name === value.trim().toUpperCase());
  return side && Number(side[0]);
}

/** A damage line as the Damage Details overlay and the damage list send it. */
export const damageLineInput = z.object({
  /** 0 or missing adds a line; a line's id changes it (POST /saveDamage). */
  autoid: optional('Damage line id'),
  /** 1 EXT, 2 INT; the side's name (EXT, INT) is read as its id. */
  damlocationid: z.preprocess(
    (value) => sideId(value) ?? digits(value),
    z.union([z.literal(1), z.literal(2)], { error: 'Damage location must be EXT or INT.' }),
  ),
  positionid: z.preprocess(
    digits,
    z
      .number({ error: 'Please choose a position.' })
      .int('Please choose a position.')
      .min(1, 'Please choose a position.')
      .max(DAMAGE_POSITIONS.length, 'Please choose a position.'),
  ),
  damageFrom: z.enum(SECTION_NUMBERS as [string, ...string[]]).nullish(),
  damageFromAnd: z.enum(SECTION_PARTS).nullish(),
  damageTo: z.enum(SECTION_NUMBERS as [string, ...string[]]).nullish(),
  damageToAnd: z.enum(SECTION_PARTS).nullish(),
  component: required('Component', 'Please choose a component.'),
  damageType: required('Damage', 'Please choose a damage.'),
  repairType: required('Repair', 'Please choose a repair.'),
  /** Centimetres, to two decimals. */
  length: z.preprocess(
    (value) => (value === '' ? null : digits(value)),
    z
      .number({ error: 'Length must be a number.' })
      .min(0, 'Length cannot be negative.')
      .max(100_000, 'Length is too large.')
      .nullish(),
  ),
  breadth: z.preprocess(
    (value) => (value === '' ? null : digits(value)),
    z
      .number({ error: 'Breadth must be a number.' })
      .min(0, 'Breadth cannot be negative.')
      .max(100_000, 'Breadth is too large.')
      .nullish(),
  ),
  /** Sent by old clients; the server works it out from length and breadth. */
  area: z.unknown().optional(),
  quantity: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : digits(value)),
      z
        .number({ error: 'Quantity must be a number.' })
        .int('Quantity must be a whole number.')
        .min(1, 'Quantity must be at least 1.')
        .max(999, 'Quantity can be at most 999.')
        .optional(),
    )
    .transform((quantity) => quantity ?? 1),
  note: optionalText('Note', 500),
  /**
   * Which photo of the call is this line's: the index of a file sent with it (create), or the
   * name of a photo the inspection already has (saveDamage).
   */
  Image: z.union([z.number().int().min(0), z.string().max(200), z.null()]).optional(),
  /** The version of a changed line the edit started from. */
  ...editedVersion,
});
export type DamageLineInput = z.input<typeof damageLineInput>;

export const damageSide = (id: 1 | 2) => DAMAGE_SIDES[id];

/** A damage line as the damage list shows it. */
export const damageLineRow = z.object({
  autoid: z.number().int(),
  reportid: z.number().int(),
  damlocationid: z.number().int(),
  /** EXT or INT. */
  damlocation: z.string(),
  positionid: z.number().int(),
  position: z.string(),
  damageFrom: z.string().nullable(),
  damageFromAnd: z.string().nullable(),
  damageTo: z.string().nullable(),
  damageToAnd: z.string().nullable(),
  component: z.number().int().nullable(),
  componentName: z.string().nullable(),
  damageType: z.number().int().nullable(),
  damageName: z.string().nullable(),
  repairType: z.number().int().nullable(),
  repairName: z.string().nullable(),
  length: z.number().nullable(),
  breadth: z.number().nullable(),
  area: z.number().nullable(),
  quantity: z.number().int(),
  note: z.string().nullable(),
  /** The line's photo: a name the server issued, for ConvertImageToBlob. */
  Image: z.string().nullable(),
  ...versionField,
});
export type DamageLineRow = z.infer<typeof damageLineRow>;

/** A photo of an inspection, as both documents read it: `imagepath` and `url`. */
export const photoRow = z.object({
  /** The name the server issued; ConvertImageToBlob?filename= takes it. */
  imagepath: z.string(),
  /** Where the browser fetches the image (with its token). */
  url: z.string(),
  /** The thumbnail's name, for lists and the gallery. */
  thumbnail: z.string(),
  thumbnailUrl: z.string(),
  originalName: z.string(),
  reportid: z.number().int(),
  /** The damage line the photo belongs to, if any. */
  damageId: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  createdAt: z.string(),
});
export type PhotoRow = z.infer<typeof photoRow>;

/** An inspection as View Inspection lists it (001 §3 'Listed inspection rows', 002 §3 export). */
export const inspectionRow = z.object({
  reportid: z.number().int(),
  typeid: z.number().int(),
  containerId: z.number().int(),
  contnumber: z.string(),
  /** The save of an inspection answers it too: the number is a likely typo, recorded all the same. */
  number_warning: numberWarning,
  contsize: z.number().int(),
  conttype: z.string().nullable(),
  TypeText: z.string().nullable(),
  iso_code: z.string().nullable(),
  isotarewt: z.number(),
  isogrosswt: z.number(),
  manufacture: z.string().nullable(),
  applicant: z.number().int(),
  applicantname: z.string(),
  account: z.number().int(),
  accountname: z.string(),
  vesselld: z.number().int(),
  VesselName: z.string(),
  voyage: z.number().int(),
  VoyageName: z.string(),
  movementId: z.number().int(),
  MovementName: z.string(),
  inspectionplace: z.number().int(),
  LocationName: z.string(),
  tolocation: z.number().int().nullable(),
  TLName: z.string().nullable(),
  cfsID: z.number().int().nullable(),
  cfsName: z.string().nullable(),
  seal: z.string().nullable(),
  /** yyyy-mm-dd. */
  inspdate: z.string(),
  insptime: z.string().nullable(),
  conditionid: z.number().int(),
  condition: z.string(),
  loadport: z.number().int().nullable(),
  pol: z.string().nullable(),
  destnport: z.number().int().nullable(),
  pod: z.string().nullable(),
  transport: z.number().int().nullable(),
  fpd: z.string().nullable(),
  transporter: z.number().int().nullable(),
  transporterNM: z.string().nullable(),
  tranmode: z.string().nullable(),
  bookingrelno: z.string().nullable(),
  hazstat: z.enum(['N', 'Y']),
  cargowt: z.number().int().nullable(),
  note: z.string().nullable(),
  c_agentid: z.number().int().nullable(),
  c_agentname: z.string().nullable(),
  joborderno: z.string().nullable(),
  slot: z.string().nullable(),
  shifts: z.string().nullable(),
  unno: z.string().nullable(),
  temp: z.string().nullable(),
  stowloc: z.string().nullable(),
  rptno: z.string().nullable(),
  rptdate: z.string().nullable(),
  billno: z.string().nullable(),
  billdate: z.string().nullable(),
  isbilled: z.number().int(),
  /** The party's rate the inspection was billed at, in rupees; null until billed. */
  Rate: rupees('Rate').nullable(),
  isDownloaded: z.number().int(),
  isCodecoDownloaded: z.number().int(),
  is_ovi_download: z.number().int(),
  filename: z.string().nullable(),
  ovafilename: z.string().nullable(),
  SBno: z.string().nullable(),
  SBdate: z.string().nullable(),
  /** How many photos the inspection has. */
  hasFiles: z.number().int(),
  companyId: z.number().int(),
  created_by: z.number().int().nullable(),
  CreateDate: z.string(),
  cre_user: z.string().nullable(),
  ModifiedBy: z.number().int().nullable(),
  ModiDateTime: z.string().nullable(),
  modi_user: z.string().nullable(),
  ...versionField,
});
export type InspectionRow = z.infer<typeof inspectionRow>;

const optionalFilterId = (label: string) => optional(label);

/** The filters of View Inspection (001 §7 GET /transactions), with server paging. */
export const inspectionFilters = z.object({
  applicant: optionalFilterId('Applicant'),
  account: optionalFilterId('Account'),
  vessel: optionalFilterId('Vessel'),
  voyage: optionalFilterId('Voyage'),
  movement: optionalFilterId('Movement'),
  location: optionalFilterId('Location'),
  tolocation: optionalFilterId('To location'),
  fromdate: optionalIsoDate('From date'),
  todate: optionalIsoDate('To date'),
  /** One or more container numbers, separated by commas, spaces or new lines. */
  contnumber: optionalText('Container numbers', 20_000),
  /** 1 (or true): only inspections whose OVA has not been sent. */
  isovanotsent: flag('OVA Not sent'),
});
export type InspectionFilters = z.input<typeof inspectionFilters>;

export const inspectionListQuery = inspectionFilters.extend({
  /** The booking the inspected container was booked under, as entered; any case. */
  bookingrelno: optionalText('Booking number', 50),
  search: z.string().trim().max(100, 'Search text can be at most 100 characters.').optional(),
  sort: z
    .string()
    .max(200)
    .regex(/^[\w]+(\.(asc|desc))?(,[\w]+(\.(asc|desc))?)*$/, 'Sort must look like inspdate.desc.')
    .optional(),
  ...pageQuery.shape,
});
export type InspectionListQuery = z.input<typeof inspectionListQuery>;

/** The fourth element of GET /transactions: the page, and the 20/40-foot counts of every match. */
export const inspectionListInfo = pageInfo.extend({
  twenty: z.number().int(),
  forty: z.number().int(),
});
export type InspectionListInfo = z.infer<typeof inspectionListInfo>;

const photoFiles: FileParts = {
  field: 'files',
  maxFiles: PHOTO_MAX_FILES,
  maxBytes: PHOTO_MAX_BYTES,
  // The bytes decide; the declared type is only a first sieve (phones send HEIC oddly named).
  types: [...PHOTO_TYPES, 'image/*', 'application/octet-stream', '.heic', '.heif'],
  note: `Each a JPEG, PNG, WebP or HEIC photo (judged by its bytes) of at most ${PHOTO_MAX_MEGAPIXELS} megapixels, read from its header before any pixel is decoded.`,
};

/** The create call's parts: the record, the container number, the damage lines. */
const createBody = z.object({
  transaction: inspectionFields,
  /** { containerNumber }, as the spec sends it beside the record. */
  containerno: z.object({ containerNumber: containerNumberField }).optional(),
  damageData: z.array(damageLineInput).max(100, 'At most 100 damage lines.').optional(),
});

/**
 * What POST /saveDamage takes: the lines, each naming its inspection by `reportid` (001 §3
 * 'Damage line'), and optionally `transaction: {reportid}`; read as the one inspection they name.
 */
const saveDamageBody = z
  .object({
    transaction: z.object({ reportid: z.preprocess(digits, idParam('Inspection id')) }).optional(),
    damageData: z
      .array(damageLineInput.extend({ reportid: optional('Inspection id') }))
      .min(1, 'Send at least one damage line.')
      .max(100, 'At most 100 damage lines.')
      .meta({
        description:
          'The lines to add (autoid 0) or change, each with its inspection’s reportid: one inspection for all.',
      }),
  })
  .transform(({ transaction, damageData }, context) => {
    const named = new Set(damageData.flatMap((line) => (line.reportid ? [line.reportid] : [])));
    if (transaction) named.add(transaction.reportid);
    const [reportid, ...others] = named;
    if (reportid === undefined || others.length > 0) {
      context.addIssue({
        code: 'custom',
        path: reportid === undefined ? ['damageData', 0, 'reportid'] : ['damageData'],
        message:
          reportid === undefined
            ? INSPECTION_MESSAGES.damageLinesOfWhom
            : INSPECTION_MESSAGES.damageLinesOfOne,
      });
      return z.NEVER;
    }
    return { reportid, damageData };
  });

const addLines = z.array(damageLineInput).max(100, 'At most 100 damage lines.').optional();

/** POST /add_transaction's body: the record in `transaction`, beside its damage lines. */
const wrappedAdd = z.object({ transaction: inspectionFields, damageData: addLines }).meta({
  description:
    'The record in `transaction`, beside its damage lines; the inspection’s fields may instead be sent flat in the body.',
});
type FlatAdd = InspectionFields & { damageData?: z.input<typeof addLines> };

/**
 * The add call's JSON body as clients send it: wrapped in `transaction`, or the inspection's
 * fields flat in the body, read as if wrapped (problems are then named `transaction.<field>`).
 */
const addBody = z.preprocess((body: z.input<typeof wrappedAdd> | FlatAdd) => {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || 'transaction' in body)
    return body;
  const { damageData, ...transaction } = body;
  return { transaction, damageData };
}, wrappedAdd);

/** Kilograms the edit form requires; below `min` counts as missing. */
const requiredKilograms = (label: string, missing: string, min: number) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : digits(value)),
    z
      .number({ error: missing })
      .int(`${label} must be whole kilograms.`)
      .max(200_000, `${label} can be at most 200000 kg.`)
      // A negative weight is wrong, not missing: only 0 up to `min` counts as not filled in.
      .superRefine((kg, context) => {
        if (kg < 0) context.addIssue({ code: 'custom', message: `${label} cannot be negative.` });
        else if (kg < min) context.addIssue({ code: 'custom', message: missing });
      }),
  );

/** The edit form's extra fields: the inspection and its container's data (001 §3). */
export const inspectionEditInput = inspectionFields.extend({
  reportid: z.preprocess(digits, idParam('Inspection id')),
  manufacture: manufactureYear(),
  isotarewt: requiredKilograms('Tare weight', 'Tare weight is required.', 1),
  isogrosswt: requiredKilograms('CSC max gross weight', 'CSC max gross weight is required.', 1),
  cargowt: requiredKilograms('Cargo weight', 'Cargo weight is required.', 0),
  ...editedVersion,
});
export type InspectionEditInput = z.input<typeof inspectionEditInput>;

const reportIdQuery = z.object({ reportid: z.preprocess(digits, idParam('Inspection id')) });

/** A Resend tick: 1 or true (as a number, a boolean or text) clears that sent mark. */
const resend = (label: string) => flag(label).transform((tick) => tick === 1);

/** The bulk-update bar's change (001 §7): only what is chosen changes, on the checked rows only. */
export const bulkUpdateInput = z.object({
  checkedIds: z
    .array(z.preprocess(digits, idParam('Inspection id')), {
      error: INSPECTION_MESSAGES.selectInspection,
    })
    .min(1, INSPECTION_MESSAGES.selectInspection)
    .max(MOST_IDS, {
      error: (issue) =>
        tooManyIds('Inspection id', Array.isArray(issue.input) ? issue.input.length : MOST_IDS + 1),
    }),
  /** The link party chosen; applicantid and accountid are what it stands for. */
  partyid: optional('Party'),
  applicantid: optional('Applicant'),
  accountid: optional('Account'),
  vesselid: optional('Vessel'),
  voyageid: optional('Voyage'),
  movementid: optional('Movement'),
  locationid: optional('Location'),
  tolocation: optional('To location'),
  updatedate: optionalIsoDate('Update date'),
  /** 1 when updatedate was given (the old client's switch); the date itself decides. */
  validdate: z.unknown().optional(),
  chkcodeco: resend('Resend Codeco/COARRI'),
  chkedi: resend('Resend MSC EDI'),
  chkova: resend('Resend OVA'),
  /**
   * The version each checked row had when the person saw it, by id: a row changed since is
   * skipped and named, never written over. Rows left out are not checked.
   */
  versions: z
    .record(z.string().regex(/^\d+$/, 'Versions are given by inspection id.'), versionNumber)
    .optional(),
});
export type BulkUpdateInput = z.input<typeof bulkUpdateInput>;

/** What GET /getContainerDetails answers: the container, and what its last inspection said. */
export const containerDetails = z.object({
  containerId: z.number().int(),
  contnumber: z.string(),
  number_warning: numberWarning,
  iso_code: z.string().nullable(),
  contsize: z.number().int(),
  TypeText: z.string().nullable(),
  isotarewt: z.number(),
  isogrosswt: z.number(),
  manufacture: z.string().nullable(),
  /** The container's version, which a correction of its ISO code or weights may name. */
  ...versionField,
  /** The link party of the last inspection's applicant and account, if there is one. */
  PartyLinkId: z.number().int().nullable(),
  applicant: z.number().int().nullable(),
  account: z.number().int().nullable(),
  vesselld: z.number().int().nullable(),
  voyage: z.number().int().nullable(),
  movementId: z.number().int().nullable(),
  inspectionplace: z.number().int().nullable(),
  tolocation: z.number().int().nullable(),
  cfsID: z.number().int().nullable(),
  LoadPort: z.number().int().nullable(),
  DestnPort: z.number().int().nullable(),
  transport: z.number().int().nullable(),
  transporter: z.number().int().nullable(),
  tranmode: z.string().nullable(),
  bookingrelno: z.string().nullable(),
  note: z.string().nullable(),
  cargowt: z.number().int().nullable(),
  /** The last inspection itself, when there is one. */
  lastInspection: z
    .object({ reportid: z.number().int(), inspdate: z.string(), conditionid: z.number().int() })
    .nullable(),
});
export type ContainerDetails = z.infer<typeof containerDetails>;

/** One event of a container's timeline: an inspection recorded, changed or removed. */
export const historyEvent = z.object({
  id: z.number().int(),
  /** inspection (the record) or damage (one of its lines). */
  entity: z.string(),
  entityId: z.number().int(),
  action: z.string(),
  /** { field: [before, after] } with the wire's field names. */
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
  changedBy: z.number().int().nullable(),
  changedByName: z.string().nullable(),
  changedAt: z.string(),
});
export type HistoryEvent = z.infer<typeof historyEvent>;

/** A container's page: the container, every inspection with its lines and photos, every change. */
export const containerTimeline = z.object({
  container: containerDetails.omit({ lastInspection: true }),
  inspections: z.array(
    inspectionRow.extend({ damages: z.array(damageLineRow), photos: z.array(photoRow) }),
  ),
  history: z.array(historyEvent),
});
export type ContainerTimeline = z.infer<typeof containerTimeline>;

export const inspection = {
  label: 'Inspection',
  messages: INSPECTION_MESSAGES,
  endpoints: {
    /** 001 §7: status 1 with details; 2 'Invalid Container Number'; 'Container Details not found'. */
    containerDetails: endpoint({
      method: 'GET',
      path: '/getContainerDetails',
      query: z.object({ containerno: z.string().max(20, INSPECTION_MESSAGES.invalidContainer) }),
      data: containerDetails.nullable(),
    }),
    /** Corrects the ISO code (and so size and type) of a known container. */
    updateContainerIso: endpoint({
      method: 'PUT',
      path: '/update_container_iso',
      idempotent: true,
      formField: 'container',
      body: z.object({
        contid: z.preprocess(digits, idParam('Container id')),
        contnumber: containerNumberField,
        iso_code: z
          .string({ error: INSPECTION_MESSAGES.selectIso })
          .trim()
          .min(1, INSPECTION_MESSAGES.selectIso)
          .max(4, 'ISO code is 4 characters.')
          .transform((code) => code.toUpperCase()),
        contsize: z.unknown().optional(),
        conttype: z.unknown().optional(),
        TypeText: z.unknown().optional(),
        ...editedVersion,
      }),
      data: containerDetails.omit({ lastInspection: true }),
    }),
    /** One inspection with its damage lines and photos, in one transaction. */
    create: endpoint({
      method: 'POST',
      path: '/create_transaction',
      idempotent: true,
      formFields: ['transaction', 'containerno', 'damageData'],
      body: createBody,
      files: photoFiles,
      data: inspectionRow,
    }),
    /**
     * The same record as a JSON body, without photos (002 §7): `{transaction, damageData?}`, or
     * the inspection's fields flat in the body (with `damageData` beside them).
     */
    add: endpoint({
      method: 'POST',
      path: '/add_transaction',
      idempotent: true,
      body: addBody,
      data: inspectionRow,
    }),
    list: endpoint({
      method: 'GET',
      path: '/transactions',
      line: { parties: { applicant: 'applicant', account: 'account' } },
      query: inspectionListQuery,
      data: z.array(inspectionRow),
    }),
    /** transactions.csv: every row the filters find, in the list's sort. */
    export: fileEndpoint({
      method: 'GET',
      path: '/transactions_export',
      query: inspectionListQuery.omit({ page: true, pageSize: true }),
      contentTypes: [FILE_TYPES.csv],
    }),
    edit: endpoint({
      method: 'POST',
      path: '/edit_transaction',
      idempotent: true,
      formField: 'transaction',
      body: inspectionEditInput,
      data: inspectionRow,
    }),
    remove: endpoint({
      method: 'POST',
      path: '/delete_transaction',
      formField: 'transaction',
      body: z.object({ reportid: z.preprocess(digits, idParam('Inspection id')) }),
      data: z.object({ reportid: z.number().int() }),
    }),
    /** Answers how many rows changed. */
    bulkUpdate: endpoint({
      method: 'POST',
      path: '/update_multi_transaction',
      formField: 'transaction',
      body: bulkUpdateInput,
      data: z.object({
        updated: z.number().int(),
        /** Rows changed by someone else since they were seen: left as they are. */
        skipped: z
          .array(
            z.object({ reportid: z.number().int(), contnumber: z.string(), message: z.string() }),
          )
          .optional(),
      }),
    }),
    damages: endpoint({
      method: 'GET',
      path: '/get_damages',
      line: { record: 'inspection', key: 'reportid', in: 'query' },
      query: reportIdQuery,
      data: z.array(damageLineRow),
    }),
    /**
     * Adds (autoid 0) or changes lines of one inspection, with a photo per line if sent. As the
     * spec's client sends it, only `damageData`: each line names its inspection by `reportid`.
     * A `transaction` field holding `{reportid}` is read too; every reportid sent must agree.
     */
    saveDamage: endpoint({
      method: 'POST',
      path: '/saveDamage',
      idempotent: true,
      formFields: ['damageData', 'transaction'],
      body: saveDamageBody,
      files: photoFiles,
      data: z.array(damageLineRow),
    }),
    /**
     * Removes lines by `autoid`; a line that carries its inspection's `reportid`, as the spec's
     * client sends it, must be of that inspection.
     */
    deleteDamage: endpoint({
      method: 'POST',
      path: '/deleteDamage',
      formFields: ['damageData'],
      body: z.object({
        damageData: z
          .array(
            z.object({
              autoid: z.preprocess(digits, idParam('Damage line id')),
              reportid: optional('Inspection id'),
            }),
          )
          .min(1, 'Send at least one damage line.')
          .max(100, 'At most 100 damage lines.')
          .meta({
            description:
              'The lines to remove by autoid; a line with its reportid must be of that inspection.',
          }),
      }),
      data: z.object({ deleted: z.number().int() }),
    }),
    photos: endpoint({
      method: 'GET',
      path: '/multiFileResponce',
      line: { record: 'inspection', key: 'reportid', in: 'query' },
      query: reportIdQuery,
      data: z.array(photoRow),
    }),
    /** A photo or thumbnail the server issued to the caller's company; anything else is 404. */
    photo: fileEndpoint({
      method: 'GET',
      path: '/ConvertImageToBlob',
      line: { record: 'document', key: 'filename', in: 'query' },
      query: z.object({
        filename: z.string().max(200, 'File name can be at most 200 characters.'),
      }),
      contentTypes: [FILE_TYPES.image],
    }),
    /** Adds photos to a recorded inspection (the gallery and the edit form). */
    addPhotos: endpoint({
      method: 'POST',
      path: '/add_inspection_photos',
      idempotent: true,
      formFields: ['transaction'],
      body: z.object({
        transaction: z.object({ reportid: z.preprocess(digits, idParam('Inspection id')) }),
      }),
      files: photoFiles,
      data: z.array(photoRow),
    }),
    /** A container's page: every inspection, its damage lines and photos, and every change. */
    timeline: endpoint({
      method: 'GET',
      path: '/container_timeline/{contnumber}',
      params: z.object({ contnumber: containerNumberField }),
      data: containerTimeline,
    }),
  },
} as const;
