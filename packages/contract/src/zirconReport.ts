import { z } from 'zod';
import { endpoint } from './endpoint';
import { chosenId, digitsOrNumber } from './fields';

// Zircon Reports (002 §2.3, §3 Zircon row, §5, §7, §9): a party's containers of one vessel call,
// import or export, at one port, listed and written as a tally sheet.

export const ZIRCON_MESSAGES = {
  selectParty: 'Please select party',
  selectVessel: 'Please select vessel',
  selectVoyage: 'Please select voyage',
  selectMovement: 'Please select Movement',
  selectLocation: 'Please select Location',
  badMovement: 'Movement must be IMPORT (1) or EXPORT (2).',
  badLocation: 'Location must be KOLKATA (1), HALDIA (2) or PARADIP (3).',
  fetched: 'Data fetched successfully',
  nothingFound: 'No containers found for this call.',
  generated: 'Tally sheet generated.',
} as const;

/** Zircon movement codes (002 §9): matched against the movements' import/export side. */
export const ZIRCON_MOVEMENTS = [
  { value: 1, label: 'IMPORT', moveFor: 'I' },
  { value: 2, label: 'EXPORT', moveFor: 'E' },
] as const;

/** Zircon location codes (002 §9): the ports, each one of the docks 618, 210, 628. */
export const ZIRCON_LOCATIONS = [
  { value: 1, label: 'KOLKATA' },
  { value: 2, label: 'HALDIA' },
  { value: 3, label: 'PARADIP' },
] as const;

/** A code of a fixed list: missing (0 or nothing) and unknown are told apart. */
const codeOf = (codes: readonly { value: number }[], missing: string, unknown: string) =>
  z.preprocess(
    digitsOrNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? missing
            : unknown,
      })
      .refine((code) => code !== 0, missing)
      .refine((code) => code === 0 || codes.some((known) => known.value === code), unknown),
  );

const required = (label: string, missing: string) =>
  z.preprocess(
    (value) => (value === '' ? undefined : digitsOrNumber(value)),
    chosenId(label, missing),
  );

/** Every filter is required, each with the spec's message. */
export const zirconQuery = z.object({
  applicant: required('Applicant', ZIRCON_MESSAGES.selectParty),
  account: required('Account', ZIRCON_MESSAGES.selectParty),
  vessel: required('Vessel', ZIRCON_MESSAGES.selectVessel),
  voyage: required('Voyage', ZIRCON_MESSAGES.selectVoyage),
  movement: codeOf(ZIRCON_MOVEMENTS, ZIRCON_MESSAGES.selectMovement, ZIRCON_MESSAGES.badMovement),
  location: codeOf(ZIRCON_LOCATIONS, ZIRCON_MESSAGES.selectLocation, ZIRCON_MESSAGES.badLocation),
});
export type ZirconQuery = z.input<typeof zirconQuery>;

/** The Zircon row (002 §3). */
export const zirconRow = z.object({
  reportid: z.number().int(),
  contnumber: z.string(),
  isocode: z.string(),
  /** The movement's iBox code. */
  movementcode: z.string(),
  /** The place's ZIM code, else its location code. */
  LocationCode: z.string(),
  /** The inspection date, dd/mm/yyyy. */
  dmy: z.string(),
  Vesselname: z.string(),
  voyagename: z.string(),
});
export type ZirconRow = z.infer<typeof zirconRow>;

/** The count row (item 3): every container, and the 20- and 40-foot ones. */
export const zirconCount = z.object({
  total: z.number().int(),
  twenty: z.number().int(),
  forty: z.number().int(),
});
export type ZirconCount = z.infer<typeof zirconCount>;

export const zirconReport = {
  messages: ZIRCON_MESSAGES,
  endpoints: {
    /** The rows in the data (item 2), the count row in item 3. */
    rows: endpoint({
      method: 'GET',
      path: '/populate_zircondata',
      query: zirconQuery,
      data: z.array(zirconRow),
    }),
    /** The tally-sheet workbook; the data is its document's name. */
    tallySheet: endpoint({
      method: 'GET',
      path: '/populate_zircontallysheet',
      query: zirconQuery,
      data: z.string(),
    }),
  },
} as const;
