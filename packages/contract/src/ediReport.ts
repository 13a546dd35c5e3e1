import { z } from 'zod';
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
  enterContainers: 'Please enter the container numbers, separated by commas.',
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
  ediGenerated: (containers: number, leftOut: number) =>
    `EDI generated for ${containers} container${containers === 1 ? '' : 's'}${
      leftOut ? `; ${leftOut} left out, their movement has no EDI event (set it on Movement)` : ''
    }`,
  excelGenerated: (containers: number) =>
    `Excel generated for ${containers} container${containers === 1 ? '' : 's'}`,
} as const;

const filterId = (label: string) => z.preprocess(digitsOrNumber, optionalId(label));
const partyId = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === '0' || value === 0 ? undefined : digitsOrNumber(value)),
    chosenId(label, EDI_REPORT_MESSAGES.selectParty),
  );

/** The party (required) and the call, movement, location and dates every EDI report filters by. */
export const ediReportFilters = z.object({
  applicant: partyId('Applicant'),
  account: partyId('Account'),
  vessel: filterId('Vessel'),
  voyage: filterId('Voyage'),
  movement: filterId('Movement'),
  location: filterId('Location'),
  fromdate: optionalIsoDate('From date'),
  todate: optionalIsoDate('To date'),
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

export const codecoCoarriQuery = ediReportFilters.extend({
  /** The chosen containers: numbers separated by commas (spaces and new lines also do). */
  contnumber: optionalText('Container numbers', 20_000).refine(
    (text) => text !== null,
    EDI_REPORT_MESSAGES.enterContainers,
  ),
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
     * item 3 the summary.
     */
    generate: endpoint({
      method: 'GET',
      path: '/generate_edi',
      query: generateEdiQuery,
      data: z.string(),
    }),
    /**
     * Codeco Coarri Report: messages again for exactly the chosen containers' inspections in the
     * filter, sent or not; a re-sent one as a replacement (BGM 5). Same answer.
     */
    codecoCoarri: endpoint({
      method: 'GET',
      path: '/codeco_corri_report',
      query: codecoCoarriQuery,
      data: z.string(),
    }),
  },
} as const;
