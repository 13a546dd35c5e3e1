import { z } from 'zod';
import { endpoint, FILE_TYPES } from './endpoint';

// Vessel Capacity (002 §2.4, §5, §7, §8): for one booking number, what the party booked (its
// Dockout Bookingno records and the containers on its bills of lading) and what was loaded (the
// Export Load inspections carrying that booking).

export const VESSEL_CAPACITY_MESSAGES = {
  loading: 'Loading vessel capacity...',
  nothingFound: 'No data found',
  unparsable: 'Unable to parse response',
  failed: 'Error fetching vessel capacity',
  enterBooking: 'Please enter a booking number',
  badBooking:
    'A booking number is up to 50 letters and digits, with dashes, slashes, dots or spaces between.',
} as const;

/** The longest booking number a Dockout Bookingno record holds. */
export const BOOKING_NO_MAX = 50;

const BOOKING_NO_PATTERN = /^[A-Z0-9](?:[A-Z0-9 ./-]*[A-Z0-9])?$/;

/** A booking number as the booking records keep it: trimmed and upper-cased. */
export const bookingNoOf = (text: string) => text.trim().toUpperCase();

/**
 * What is wrong with a typed booking number, in the words both the screen and the server say,
 * or null when it can be looked up.
 * @example bookingNoProblem('  ') // 'Please enter a booking number'
 */
export function bookingNoProblem(text: string): string | null {
  const bookingNo = bookingNoOf(text);
  if (bookingNo === '') return VESSEL_CAPACITY_MESSAGES.enterBooking;
  if (bookingNo.length > BOOKING_NO_MAX || !BOOKING_NO_PATTERN.test(bookingNo))
    return VESSEL_CAPACITY_MESSAGES.badBooking;
  return null;
}

/** The form: the booking number, and `json` to have the summary instead of the workbook. */
export const vesselCapacityForm = z.object({
  // Checked by bookingNoProblem, so a blank one is refused in the spec's words.
  booking_no: z.string({ error: VESSEL_CAPACITY_MESSAGES.enterBooking }).default(''),
  format: z.enum(['xlsx', 'json'], { error: 'Format must be xlsx or json.' }).default('xlsx'),
});
export type VesselCapacityForm = z.input<typeof vesselCapacityForm>;

/** One line of the summary: a key the screen prettifies, and its value. */
export const capacityFact = z.object({
  key: z.string(),
  value: z.union([z.string(), z.number()]),
});
export type CapacityFact = z.infer<typeof capacityFact>;

/** The summary, in the order the grid and the workbook's Capacity sheet show it. */
export const vesselCapacitySummary = z.array(capacityFact);
export type VesselCapacitySummary = z.infer<typeof vesselCapacitySummary>;

const WORDS: Record<string, string> = { bl: 'BL', iso: 'ISO', kg: '(kg)', no: 'No' };
const SMALL_WORDS = new Set(['on', 'by', 'not']);

/**
 * A summary key as the grid and the workbook title it.
 * @example prettyCapacityKey('loaded_20ft') // "Loaded 20'"
 * @example prettyCapacityKey('bl_cargo_weight_kg') // 'BL Cargo Weight (kg)'
 */
export function prettyCapacityKey(key: string): string {
  return key
    .split('_')
    .map((word, index) => {
      const feet = /^(\d+)ft$/.exec(word);
      if (feet) return `${feet[1]}'`;
      if (WORDS[word]) return WORDS[word];
      if (index > 0 && SMALL_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(' ');
}

/** The download name the screen falls back on when the server gives none. */
export const vesselCapacityFilename = (at: Date = new Date()) =>
  `vessel_capacity_${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace('T', '_')
    .replace(/\.\d+Z$/, '')}.xlsx`;

export const vesselCapacity = {
  endpoints: {
    /**
     * POST /getvesselcapacity, `booking_no` (and `format`) as plain form values: the workbook as
     * a file, named in Content-Disposition. Any JSON answer carries its message in items 1 and
     * 2, where the spec's client reads it: a refusal `[0, message, message, fieldProblems]`, a
     * booking with nothing booked or loaded the information `[2, 'No data found', 'No data
     * found', {}]`, and with `format=json` the summary `[1, '', '', summary]`.
     */
    get: endpoint({
      method: 'POST',
      path: '/getvesselcapacity',
      reply: 'file',
      formFields: ['booking_no', 'format'],
      textFields: ['booking_no', 'format'],
      messageInItem2: true,
      body: vesselCapacityForm,
      data: vesselCapacitySummary,
      contentTypes: [FILE_TYPES.xlsx],
    }),
  },
};
