import { z } from 'zod';
import { acceptCheckDigits, CHECK_DIGIT_MESSAGES } from './checkDigits';
import { endpoint } from './endpoint';
import { chosenId, digitsOrNumber, optionalId, optionalIsoDate, optionalText } from './fields';

// EDI / Excel Report and Codeco Coarri Report (002 §2.3, §7): a party's inspections sent to its
// line as one EDIFACT interchange (CODECO, COARRI) or one workbook, kept as a sent file.

/** Report Type of the EDI / Excel Report (002 §9): EXCEL 1, EDI 2. */
export const EDI_REPORT_TYPES = { excel: 1, edi: 2 } as const;

/** Every message of the two screens, declared once for both sides. */
export const EDI_REPORT_MESSAGES = {
  selectParty: 'Please select a party',
  selectReportType: 'Please select a Report Type',
  /** Codeco Coarri with nothing but the party: its whole history is never sent again at once. */
  narrowResend:
    'Choose the containers, a vessel and voyage, or a date range: the messages of every inspection of the party are not sent again at once.',
  nothingToSend: 'No containers to send.',
  /** Every inspection found moves in a movement no EDI message reports. */
  noneReported: (inspections: number) =>
    `No containers to send: the movement of ${inspections} inspection${inspections === 1 ? '' : 's'} has no EDI event (set it on Movement).`,
  partyNotFound: 'Party not found.',
  noLinkParty: 'No Link Party joins this applicant and account: add one with the line’s EDI ids.',
  /** The line's ids the interchange cannot be addressed without. */
  missingEdiIds: (party: string) =>
    `Set the EDI sender id and EDI recipient id of party ${party} on Link Party first.`,
  /** The port of a location cannot be told from its code or its vessel call's dock. */
  unknownPort: (location: string) =>
    `The port of location ${location} is unknown: give it a customs location code (such as INCCU1) on Location, or the vessel call a dock.`,
  noIsoCode: (container: string) =>
    `Container ${container} has no ISO size-type code: set it on Container first.`,
  /** One interchange holds at most this many messages (one per vessel call and movement). */
  tooManyMessages: (most: number) =>
    `These containers need more than ${most} EDI messages (one per vessel call and movement): narrow the filter by vessel, voyage or dates.`,
  /** Another report sent some of the same containers while this one was being made. */
  sentMeanwhile:
    'Some of these containers were sent by another report just now; generate the report again.',
  ediGenerated: (containers: number, leftOut: number, wrongCheckDigits: readonly string[] = []) =>
    `EDI generated for ${containers} container${containers === 1 ? '' : 's'}${
      leftOut ? `; ${leftOut} left out, their movement has no EDI event (set it on Movement)` : ''
    }${CHECK_DIGIT_MESSAGES.sentAnyway(wrongCheckDigits)}`,
  excelGenerated: (containers: number, wrongCheckDigits: readonly string[] = []) =>
    `Excel generated for ${containers} container${containers === 1 ? '' : 's'}${CHECK_DIGIT_MESSAGES.sentAnyway(wrongCheckDigits)}`,
} as const;

/** A filter's id; 0 or blank, as the spec's client sends a choice not made, is none. */
const filterId = (label: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string' && value.trim() === '' ? undefined : digitsOrNumber(value),
    optionalId(label),
  );
const partyId = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === '0' || value === 0 ? undefined : digitsOrNumber(value)),
    chosenId(label, EDI_REPORT_MESSAGES.selectParty),
  );

/**
 * The party (required) and the call, movement, location and dates every EDI report filters by;
 * `acceptcheckdigits=1` sends containers with a wrong check digit the refusal named.
 */
export const ediReportFilters = z.object({
  applicant: partyId('Applicant'),
  account: partyId('Account'),
  vessel: filterId('Vessel'),
  voyage: filterId('Voyage'),
  movement: filterId('Movement'),
  location: filterId('Location'),
  fromdate: optionalIsoDate('From date'),
  todate: optionalIsoDate('To date'),
  acceptcheckdigits: acceptCheckDigits,
});

export const generateEdiQuery = ediReportFilters.extend({
  rpttype: z.preprocess(
    digitsOrNumber,
    z.union([z.literal(EDI_REPORT_TYPES.excel), z.literal(EDI_REPORT_TYPES.edi)], {
      error: EDI_REPORT_MESSAGES.selectReportType,
    }),
  ),
});
export type GenerateEdiQuery = z.input<typeof generateEdiQuery>;

/**
 * The spec's client sends the filters alone; the container list, when given, narrows them to
 * those containers (numbers separated by commas; spaces and new lines also do).
 */
export const codecoCoarriQuery = ediReportFilters.extend({
  contnumber: optionalText('Container numbers', 20_000),
});
export type CodecoCoarriQuery = z.input<typeof codecoCoarriQuery>;

/** Item 3 of a generated report: how many containers, and how many EDI messages it holds. */
export const ediReportSummary = z.object({
  containers: z.number().int(),
  messages: z.number().int(),
});
export type EdiReportSummary = z.infer<typeof ediReportSummary>;

export const ediReport = {
  messages: EDI_REPORT_MESSAGES,
  endpoints: {
    /**
     * EDI / Excel Report: the filter's inspections not yet sent, as one interchange (2) or one
     * workbook (1), marked sent with it. Item 2 the document's name (GET /document/{filename}),
     * item 3 the summary. Containers with a wrong ISO 6346 check digit are refused (409, item 2
     * each with its expected digit) until asked again with `acceptcheckdigits=1`.
     */
    generate: endpoint({
      method: 'GET',
      path: '/generate_edi',
      query: generateEdiQuery,
      data: z.string(),
    }),
    /**
     * Codeco Coarri Report: messages again for the filter's inspections (only the listed
     * containers' when `contnumber` is given), sent or not; one the line was told of before goes as
     * a replacement (BGM 5) naming the message it replaces (RFF ACW). Same answer and refusals.
     */
    codecoCoarri: endpoint({
      method: 'GET',
      path: '/codeco_corri_report',
      query: codecoCoarriQuery,
      data: z.string(),
    }),
  },
} as const;
