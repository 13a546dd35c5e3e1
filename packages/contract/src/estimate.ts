import {
  hoursToHundredths,
  MAX_HOURS_HUNDREDTHS,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_FILES,
  PHOTO_TYPES,
} from '@quaybook/domain';
import { z } from 'zod';
import { endpoint, FILE_TYPES, type FileParts, fileEndpoint } from './endpoint';
import {
  digitsOrNumber,
  editedVersion,
  idParam,
  optionalId,
  optionalIsoDate,
  optionalText,
  pageQuery,
  rupees,
  versionField,
} from './fields';

// Estimates of repair (EOR): a damaged inspection's damage lines priced from its line's repair
// tariff, sent as a PDF and a DESTIM with an approval link, decided line by line by the line,
// repaired, and billed. Money is rupees on the wire and paise inside, as everywhere.

export const ESTIMATE_STATUS_NAMES = {
  draft: 'Draft',
  sent: 'Sent',
  approved: 'Approved',
  partly_approved: 'Partly approved',
  rejected: 'Rejected',
  repaired: 'Repaired',
  billed: 'Billed',
} as const;
export type EstimateStatus = keyof typeof ESTIMATE_STATUS_NAMES;
const STATUSES = Object.keys(ESTIMATE_STATUS_NAMES) as [EstimateStatus, ...EstimateStatus[]];

export const RESPONSIBILITY_CODES = ['O', 'U', 'T'] as const;

/** How long an approval link is good for. */
export const APPROVAL_LINK_DAYS = 14;

/** Every message of the estimate calls and screens, said the same on both sides. */
export const ESTIMATE_MESSAGES = {
  created: 'Estimate created.',
  saved: 'Estimate saved.',
  sent: 'Estimate sent to the line for approval.',
  linkResent: 'A new approval link is mailed to the line; the earlier link no longer works.',
  repaired: 'Repair recorded.',
  decided: 'Thank you: your decisions are recorded.',
  notFound: 'Estimate not found.',
  inspectionNotFound: 'Inspection not found.',
  notDamaged: 'Only a damaged inspection with damage lines can be estimated.',
  openEstimate: (estimateNo: string) =>
    `This inspection already has an open estimate, ${estimateNo}. Change that one instead.`,
  noLinkParty:
    'The inspection’s applicant and account are not a Link Party: add the Link Party, with its labour rate, first.',
  noLabourRate: (party: string) =>
    `${party} has no labour rate: set it on the Link Party screen, then estimate again.`,
  notDraft: 'Only a draft estimate can be changed or sent.',
  unknownLine: (lineNo: number) => `The estimate has no line ${lineNo}.`,
  lineTwice: (lineNo: number) => `Line ${lineNo} is named twice.`,
  handPrice: (lineNo: number) =>
    `Line ${lineNo}: give both hours and material to price it by hand, or neither to price it from the tariff.`,
  unpriced: (lines: readonly number[]) =>
    `Price line${lines.length > 1 ? 's' : ''} ${lines.join(', ')} first: no tariff row matches ${lines.length > 1 ? 'them' : 'it'}.`,
  noReportEmail: (party: string) =>
    `${party} has no report e-mail to send the approval link to: set it on the Link Party screen.`,
  linkInvalid: 'This approval link is not valid. Ask the depot for a new one.',
  linkExpired: 'This approval link has expired. Ask the depot for a new one.',
  notSent: 'Only a sent estimate has an approval link to send again: send the estimate first.',
  alreadyDecided: 'The line has already decided this estimate; there is no link to send again.',
  resendConfirm: (recipient: string) =>
    `A new approval link is mailed to ${recipient}; the earlier link stops working.`,
  linkUsed: 'The decisions on this estimate are already recorded; the link cannot be used again.',
  decideEvery: 'Approve or reject every line of the estimate.',
  amountAbove: (lineNo: number) =>
    `Line ${lineNo}: the approved amount cannot be more than the line’s estimated amount.`,
  amountOnRejected: (lineNo: number) => `Line ${lineNo}: a rejected line has no approved amount.`,
  notDecided: 'Only an approved or partly approved estimate can be repaired.',
  notApprovedLine: (lineNo: number) => `Line ${lineNo} was not approved: it cannot be repaired.`,
  chooseRepaired: 'Choose the approved lines that were repaired.',
  photoLines: 'Name a repaired line for each photo sent, in order (photolines).',
  repairAfterToday: 'The repair date cannot be after today.',
} as const;

/** Hours of labour: a number with at most 2 decimals (1.5, '1.50'), held as hours. */
export const hoursField = (label: string) =>
  z
    .union([z.number(), z.string()], { error: `${label} must be a number of hours.` })
    .refine(
      (value) => hoursToHundredths(value) !== null,
      `${label} must be between 0 and ${MAX_HOURS_HUNDREDTHS / 100} hours, with at most 2 decimals.`,
    )
    .transform((value) => (hoursToHundredths(value) ?? 0) / 100);

const idOf = (label: string) => z.preprocess(digitsOrNumber, idParam(label));

const photoRow = z.object({
  /** The photo's document name, for `GET /download_document` (staff) or the approval page. */
  name: z.string(),
  thumbnail: z.string(),
});

/** One line of an estimate as it is shown, sent and decided. */
export const estimateLineRow = z.object({
  lineno: z.number().int(),
  damagelineid: z.number().int().nullable(),
  /** CEDEX damage location code (RB5N), from EXT/INT, position and sections. */
  location: z.string(),
  /** EXT or INT, and the face (Left … Exterior), as the damage line has them. */
  side: z.string().nullable(),
  position: z.string().nullable(),
  componentid: z.number().int().nullable(),
  componentcode: z.string().nullable(),
  componentname: z.string().nullable(),
  damageid: z.number().int().nullable(),
  damagecode: z.string().nullable(),
  damagename: z.string().nullable(),
  repairid: z.number().int().nullable(),
  repaircode: z.string().nullable(),
  repairname: z.string().nullable(),
  length: z.number().nullable(),
  breadth: z.number().nullable(),
  quantity: z.number().int(),
  /** 'tariff' (the row `tariffid`), 'hand', or null while unpriced. */
  pricedby: z.enum(['tariff', 'hand']).nullable(),
  tariffid: z.number().int().nullable(),
  /** The line's labour hours and material in all (every piece and unit). */
  hours: z.number().nullable(),
  labour: rupees('Labour').nullable(),
  material: rupees('Material').nullable(),
  /** Labour and material, before tax. */
  amount: rupees('Amount'),
  responsibility: z.enum(RESPONSIBILITY_CODES),
  note: z.string().nullable(),
  /** The line's decision: 1 approved, 0 rejected, null undecided. */
  approved: z.union([z.literal(0), z.literal(1)]).nullable(),
  approvedamount: rupees('Approved amount').nullable(),
  approvalnote: z.string().nullable(),
  repairdate: z.string().nullable(),
  photos: z.array(photoRow),
  repairphotos: z.array(photoRow),
});
export type EstimateLineRow = z.infer<typeof estimateLineRow>;

/** An estimate as the Estimates list shows it. */
export const estimateRow = z.object({
  estimateid: z.number().int(),
  estimateno: z.string(),
  estimatedate: z.string(),
  status: z.enum(STATUSES),
  /** The inspection estimated. */
  reportid: z.number().int(),
  contnumber: z.string(),
  isocode: z.string().nullable(),
  linkpartyid: z.number().int(),
  partyname: z.string(),
  vesselname: z.string().nullable(),
  voyageno: z.string().nullable(),
  inspdate: z.string(),
  labour: rupees('Labour'),
  material: rupees('Material'),
  tax: rupees('Tax'),
  total: rupees('Total'),
  approvedamount: rupees('Approved amount').nullable(),
  sentdate: z.string().nullable(),
  ...versionField,
});
export type EstimateRow = z.infer<typeof estimateRow>;

/** One estimate with its lines and totals: what the editor, the PDF and the DESTIM show. */
export const estimateDetail = estimateRow.extend({
  note: z.string().nullable(),
  labourrate: rupees('Labour rate'),
  sac: z.string(),
  /** GST rate in percent (18). */
  gstrate: z.number(),
  /** 1 IGST, 2 CGST + SGST. */
  taxslab: z.union([z.literal(1), z.literal(2)]),
  taxable: rupees('Taxable value'),
  cgst: rupees('CGST'),
  sgst: rupees('SGST'),
  igst: rupees('IGST'),
  /** Labour and material by who pays, before tax. */
  owner: rupees('Owner'),
  user: rupees('User'),
  thirdparty: rupees('Third party'),
  /** Lines no tariff row priced: the estimate cannot be sent until they are priced by hand. */
  unpriced: z.array(z.number().int()),
  /** The Link Party's report e-mail, where the approval link is mailed (again). */
  reportemail: z.string().nullable(),
  /** Who decided through the approval link, and when. */
  decidedby: z.string().nullable(),
  decidedat: z.string().nullable(),
  repairdate: z.string().nullable(),
  /** The PDF and DESTIM as sent, for `GET /download_document`. */
  pdf: z.string().nullable(),
  destim: z.string().nullable(),
  lines: z.array(estimateLineRow),
});
export type EstimateDetail = z.infer<typeof estimateDetail>;

export const estimateIdQuery = z.object({ estimateid: idOf('Estimate id') });

/** A line as the editor sends it: hours and material null to price it from the tariff again. */
export const estimateLineInput = z.object({
  lineno: z.preprocess(digitsOrNumber, idParam('Line number')),
  hours: hoursField('Hours').nullable(),
  material: rupees('Material').nullable(),
  responsibility: z.enum(RESPONSIBILITY_CODES, { error: 'Responsibility is O, U or T.' }),
  note: optionalText('Note', 500),
});
export type EstimateLineInput = z.input<typeof estimateLineInput>;

export const estimateUpdateInput = z.object({
  estimateid: idOf('Estimate id'),
  ...editedVersion,
  note: optionalText('Note', 1000),
  /** Every line to keep; a line left out is removed from the estimate. */
  lines: z.array(estimateLineInput).min(1, 'An estimate keeps at least one line.').max(200),
});
export type EstimateUpdateInput = z.input<typeof estimateUpdateInput>;

export const estimateListQuery = z.object({
  // A query's values come as text.
  linkpartyid: z.preprocess(digitsOrNumber, optionalId('Link party')),
  vessel: z.preprocess(digitsOrNumber, optionalId('Vessel')),
  voyage: z.preprocess(digitsOrNumber, optionalId('Voyage')),
  status: z
    .enum(STATUSES, { error: `Status is one of ${STATUSES.join(', ')}.` })
    .or(z.literal('').transform(() => undefined))
    .optional(),
  fromdate: optionalIsoDate('From date'),
  todate: optionalIsoDate('To date'),
  /** One or more container numbers, separated by commas, spaces or new lines. */
  contnumber: optionalText('Container numbers', 20_000),
  ...pageQuery.shape,
});
export type EstimateListQuery = z.input<typeof estimateListQuery>;

/** What the approval page shows: the estimate as sent, without anything of the depot's inside. */
export const estimateForApproval = z.object({
  companyname: z.string(),
  estimateno: z.string(),
  estimatedate: z.string(),
  status: z.enum(STATUSES),
  contnumber: z.string(),
  isocode: z.string().nullable(),
  partyname: z.string(),
  recipient: z.string(),
  expires: z.string(),
  /** Whether the decisions are already recorded (the page then shows them, read only). */
  decided: z.union([z.literal(0), z.literal(1)]),
  labourrate: rupees('Labour rate'),
  gstrate: z.number(),
  taxable: rupees('Taxable value'),
  tax: rupees('Tax'),
  total: rupees('Total'),
  lines: z.array(
    estimateLineRow.pick({
      lineno: true,
      location: true,
      componentcode: true,
      componentname: true,
      damagecode: true,
      damagename: true,
      repaircode: true,
      repairname: true,
      length: true,
      breadth: true,
      quantity: true,
      hours: true,
      labour: true,
      material: true,
      amount: true,
      responsibility: true,
      approved: true,
      approvedamount: true,
      approvalnote: true,
      photos: true,
    }),
  ),
});
export type EstimateForApproval = z.infer<typeof estimateForApproval>;

const approvalToken = z
  .string({ error: ESTIMATE_MESSAGES.linkInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,200}$/, ESTIMATE_MESSAGES.linkInvalid);

/** A decision on every line of an estimate: approved or rejected, at a lower amount or its own. */
export const lineDecisions = z.object({
  lines: z
    .array(
      z.object({
        lineno: z.preprocess(digitsOrNumber, idParam('Line number')),
        approved: z.preprocess(
          digitsOrNumber,
          z.union([z.literal(0), z.literal(1)], {
            error: 'Approved is 1 (approve) or 0 (reject).',
          }),
        ),
        /** A lower amount the line approves, before tax; left out, the line's amount. */
        amount: rupees('Approved amount').nullish(),
        note: optionalText('Note', 500),
      }),
    )
    .min(1, ESTIMATE_MESSAGES.decideEvery)
    .max(200),
});

/** The decisions sent through the e-mailed link, which is their authority. */
export const approvalInput = lineDecisions.extend({ token: approvalToken });
export type ApprovalInput = z.input<typeof approvalInput>;

const repairPhotoFiles: FileParts = {
  field: 'files',
  maxFiles: PHOTO_MAX_FILES,
  maxBytes: PHOTO_MAX_BYTES,
  types: [...PHOTO_TYPES, 'image/*', 'application/octet-stream', '.heic', '.heif'],
  note: 'After-repair photos; `photolines` names the line of each, in the order sent.',
};

export const completeRepairInput = z.object({
  estimateid: idOf('Estimate id'),
  ...editedVersion,
  /** The approved lines repaired. */
  lines: z
    .array(z.preprocess(digitsOrNumber, idParam('Line number')))
    .min(1, ESTIMATE_MESSAGES.chooseRepaired)
    .max(200),
  repairdate: optionalIsoDate('Repair date'),
  /** The line of each photo sent, in order. */
  photolines: z
    .array(z.preprocess(digitsOrNumber, idParam('Line number')))
    .max(50)
    .optional(),
});
export type CompleteRepairInput = z.input<typeof completeRepairInput>;

export const estimate = {
  label: 'Estimate',
  messages: ESTIMATE_MESSAGES,
  endpoints: {
    /** A draft estimate of a damaged inspection (`reportid`), one line per damage line, priced. */
    create: endpoint({
      method: 'POST',
      path: '/create_estimate',
      idempotent: true,
      body: z.object({ reportid: idOf('Inspection id') }),
      data: estimateDetail,
    }),
    get: endpoint({
      method: 'GET',
      path: '/get_estimate',
      line: { record: 'estimate', key: 'estimateid', in: 'query' },
      query: estimateIdQuery,
      data: estimateDetail,
    }),
    /** A draft's lines, hours, material, responsibility and note; priced again by the server. */
    update: endpoint({
      method: 'POST',
      path: '/update_estimate',
      body: estimateUpdateInput,
      data: estimateDetail,
      // A stale change is refused with the estimate as it now stands.
      current: estimateDetail,
    }),
    list: endpoint({
      method: 'GET',
      path: '/estimate_list',
      line: { linkParty: 'linkpartyid' },
      query: estimateListQuery,
      data: z.array(estimateRow),
    }),
    /**
     * Issues the PDF and the DESTIM, and e-mails the approval link (after the commit) to the
     * line's report e-mail; the estimate is then sent and changes no more.
     */
    send: endpoint({
      method: 'POST',
      path: '/send_estimate',
      query: estimateIdQuery,
      body: z.object({ ...editedVersion }).optional(),
      data: estimateDetail,
      current: estimateDetail,
    }),
    /**
     * Mails a sent, undecided estimate's approval link again (a new one, with the PDF as sent)
     * to the line's report e-mail; every earlier link of the estimate expires.
     */
    resendLink: endpoint({
      method: 'POST',
      path: '/resend_estimate_link',
      query: estimateIdQuery,
      body: z.object({ ...editedVersion }).optional(),
      data: estimateDetail,
      current: estimateDetail,
    }),
    /** The approval page's estimate; needs no sign-in, the token is the authority. */
    forApproval: endpoint({
      method: 'GET',
      path: '/estimate_for_approval',
      access: 'public',
      query: z.object({ token: approvalToken }),
      data: estimateForApproval,
    }),
    /** The line's decisions on every line, once; needs no sign-in. */
    approve: endpoint({
      method: 'POST',
      path: '/approve_estimate',
      access: 'public',
      body: approvalInput,
      data: estimateForApproval,
    }),
    /** A photo of the estimate, for the approval page; needs no sign-in, only the token. */
    approvalPhoto: fileEndpoint({
      method: 'GET',
      path: '/estimate_approval_photo',
      access: 'public',
      query: z.object({ token: approvalToken, name: z.string().trim().min(1).max(200) }),
      contentTypes: [FILE_TYPES.image],
    }),
    /** Marks approved lines repaired, with after-repair photos. */
    completeRepair: endpoint({
      method: 'POST',
      path: '/complete_repair',
      formField: 'repair',
      body: completeRepairInput,
      files: repairPhotoFiles,
      data: estimateDetail,
      current: estimateDetail,
    }),
  },
} as const;
