import { z } from 'zod';
import { endpoint } from './endpoint';
import { digitsOrNumber, idParam, optionalId, optionalIsoDate } from './fields';

// General Excel Report (002 §2.3, §4, §5): a party's inspections listed with a tick each, and the
// ticked ones sent as a workbook by e-mail to the party, with the subject and body composed on
// screen. Every mail is kept in the mail log (GET /sent_mails) with what became of it.

/** Every message of the screen, declared once for both sides; the spec's spelling kept. */
export const GENERAL_EXCEL_MESSAGES = {
  selectParty: 'Please select a Party',
  selectMovement: 'Please select a movemennt',
  selectVessel: 'Please select a vessel',
  selectVoyage: 'Please select a voyage',
  selectInspection: 'Please select an Inspection',
  enterCompleteTime: 'Please enter vessel complete time',
  invalidTime: 'Vessel complete time must be HHMM, 0000 to 2359.',
  enterSubject: 'Please enter the mail subject',
  nothingFound: 'No inspections match these filters.',
  /** A checked id that is not one of the caller's company's inspections. */
  inspectionNotFound: 'An inspection checked was not found.',
  partyNotFound: 'The chosen party is not one of your company’s parties.',
  movementNotFound: 'The chosen movement is not one of your company’s movements.',
  /** The workbook goes to one party: every checked row must be that party's. */
  otherParty: 'Every checked inspection must be of the chosen party.',
  fetched: 'Data fetched successfully',
  loadError: 'Error fetching inspections. Check console for details.',
  /** The party has neither a report e-mail on its link nor an applicant e-mail. */
  noAddress: 'No e-mail address for this party',
  mailSent: (to: string) => `Mail sent to ${to}.`,
  notConfigured: 'Mail is not configured: the file is ready to download.',
  /** Said before Generate Report when SMTP_URL is unset. */
  willNotMail:
    'Mail is not configured: Generate Report makes the file to download and sends nothing.',
  mailFailed: (detail: string) =>
    `The mail could not be sent (${detail}); the file is ready to download.`,
} as const;

/** The most inspections one Generate Report sends. */
export const MAX_CHECKED = 20_000;

/** Vessel Status (002 §9): 1 Balanced, 2 Complete; none chosen is 'Select Status'. */
export const VESSEL_STATUSES = [
  { value: 1, label: 'Balanced' },
  { value: 2, label: 'Complete' },
] as const;
export type VesselStatus = (typeof VESSEL_STATUSES)[number]['value'];
export const VESSEL_STATUS_LABELS: Record<VesselStatus, string> = { 1: 'Balanced', 2: 'Complete' };
export const COMPLETE: VesselStatus = 2;

/** HHMM, 0000 to 2359. */
export const isHhmm = (text: string) => /^([01]\d|2[0-3])[0-5]\d$/.test(text);

const vesselStatus = z.preprocess(
  (value) =>
    value === '' || value === '0' || value === 0 || value === null
      ? undefined
      : digitsOrNumber(value),
  z
    .union([z.literal(1), z.literal(2)], {
      error: 'Vessel status must be 1 (Balanced) or 2 (Complete).',
    })
    .optional()
    .transform((status) => status ?? null),
);

const atTime = z
  .union([z.string(), z.number()], { error: GENERAL_EXCEL_MESSAGES.invalidTime })
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
  .refine((text) => text === '' || isHhmm(text), GENERAL_EXCEL_MESSAGES.invalidTime)
  .transform((text) => (text ? text : null));

/** Complete needs the time the vessel completed. */
const timeForComplete = <T extends { vesselstatus: VesselStatus | null; attime: string | null }>(
  value: T,
  context: z.RefinementCtx,
) => {
  if (value.vesselstatus === COMPLETE && !value.attime)
    context.addIssue({
      code: 'custom',
      path: ['attime'],
      message: GENERAL_EXCEL_MESSAGES.enterCompleteTime,
    });
};

/** An id chosen in a filter; '' (a cleared select) is none. */
const filterId = (label: string) =>
  z.preprocess((value) => (value === '' ? null : digitsOrNumber(value)), optionalId(label));
const requiredId = (label: string, missing: string) =>
  filterId(label).refine((id) => id !== null, missing);

/**
 * SHOW's filters. Vessel and voyage are required too when From Date is empty and the movement is
 * one that asks for them (its `needsVesselVoyage` flag), which only the movement's record knows.
 */
export const generalExcelQuery = z
  .object({
    applicant: requiredId('Applicant', GENERAL_EXCEL_MESSAGES.selectParty),
    account: requiredId('Account', GENERAL_EXCEL_MESSAGES.selectParty),
    vessel: filterId('Vessel'),
    voyage: filterId('Voyage'),
    location: filterId('Location'),
    movement: requiredId('Movement', GENERAL_EXCEL_MESSAGES.selectMovement),
    fromdate: optionalIsoDate('From date'),
    todate: optionalIsoDate('To date'),
    vesselstatus: vesselStatus,
    attime: atTime,
  })
  .superRefine(timeForComplete);
export type GeneralExcelQuery = z.input<typeof generalExcelQuery>;

/** The spec's general-excel inspection row, with the ISO and CFS the screen's columns name. */
export const generalExcelRow = z.object({
  /** The inspection's id: what `checkedIds` names. */
  reportid: z.number().int(),
  contnumber: z.string(),
  /** The container's type as the container list shows it ("20' General Purpose"). */
  CType: z.string().nullable(),
  /** The place the container was inspected at. */
  Name: z.string().nullable(),
  /** yyyy-mm-dd. */
  InspDate: z.string().nullable(),
  movementname: z.string().nullable(),
  Seal: z.string().nullable(),
  /** The place it went to. */
  toplc: z.string().nullable(),
  applicantname: z.string().nullable(),
  accountname: z.string().nullable(),
  vessname: z.string().nullable(),
  voyagename: z.string().nullable(),
  isocode: z.string().nullable(),
  cfsname: z.string().nullable(),
});
export type GeneralExcelRow = z.infer<typeof generalExcelRow>;

/** Generate Report's `transaction`: the spec's names, plus the time the heading states. */
export const generalExcelInput = z
  .object({
    // A whole vessel call may be sent at once: more than the 5,000 of other id lists.
    checkedIds: z
      .array(z.preprocess(digitsOrNumber, idParam('Inspection id')), {
        error: GENERAL_EXCEL_MESSAGES.selectInspection,
      })
      .min(1, GENERAL_EXCEL_MESSAGES.selectInspection)
      .max(MAX_CHECKED, `At most ${MAX_CHECKED} inspections at once.`),
    applicantid: requiredId('Applicant', GENERAL_EXCEL_MESSAGES.selectParty),
    accountid: requiredId('Account', GENERAL_EXCEL_MESSAGES.selectParty),
    /** The name the workbook is downloaded and attached as; a plain one is made when blank. */
    filename: z
      .string({ error: 'File name must be text.' })
      .trim()
      .max(100, 'A file name is at most 100 characters.')
      .nullish()
      .transform((name) => name || null),
    vesselstatus: vesselStatus,
    attime: atTime,
    mailsub: z
      .string({ error: GENERAL_EXCEL_MESSAGES.enterSubject })
      .trim()
      .min(1, GENERAL_EXCEL_MESSAGES.enterSubject)
      .max(200, 'A subject is at most 200 characters.'),
    msgbody: z
      .string({ error: 'The message must be text.' })
      .max(10_000, 'A message is at most 10000 characters.')
      .nullish()
      .transform((body) => body ?? ''),
    /** How many containers the screen counted; the server counts the checked rows itself. */
    contcnt: z.preprocess(digitsOrNumber, z.number().int().min(0).nullish()),
  })
  .superRefine(timeForComplete);
export type GeneralExcelInput = z.input<typeof generalExcelInput>;

/** What Generate Report answers beside the document's name: what became of the mail. */
export const generalExcelSent = z.object({
  outcome: z.enum(['sent', 'failed', 'not-configured']),
  /** The address it went (or would have gone) to; empty when the party has none. */
  recipient: z.string(),
  containers: z.number().int(),
});

/** Where the party's report goes, for the screen's To line, and whether mail goes out at all. */
export const generalExcelRecipient = z.object({
  /** The link's report e-mail, else the applicant's; null when the party has neither. */
  recipient: z.string().nullable(),
  /** False when SMTP_URL is unset: the file is made, and nothing is mailed. */
  mailConfigured: z.boolean(),
});
export type GeneralExcelRecipient = z.infer<typeof generalExcelRecipient>;

export const generalExcel = {
  messages: GENERAL_EXCEL_MESSAGES,
  endpoints: {
    /** SHOW: the matching inspections in item 2, their count in item 3. */
    populate: endpoint({
      method: 'GET',
      path: '/populate_general_excel',
      query: generalExcelQuery,
      data: z.array(generalExcelRow),
    }),
    /** The compose area's To: the party's report address, and whether mail is configured. */
    recipient: endpoint({
      method: 'GET',
      path: '/general_excel_recipient',
      query: z.object({
        applicant: requiredId('Applicant', GENERAL_EXCEL_MESSAGES.selectParty),
        account: requiredId('Account', GENERAL_EXCEL_MESSAGES.selectParty),
      }),
      data: generalExcelRecipient,
    }),
    /**
     * Generate Report: the checked inspections as a workbook kept as a sent file, then e-mailed
     * to the party; the document's name in item 2 (for GET /document/{filename}), what became of
     * the mail in the message and in item 3.
     */
    send: endpoint({
      method: 'POST',
      path: '/general_excel',
      formField: 'transaction',
      body: generalExcelInput,
      data: z.string(),
    }),
  },
} as const;
