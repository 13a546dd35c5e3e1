import { z } from 'zod';
import { endpoint } from './endpoint';
import { rupees } from './fields';

// The operations dashboard (beyond the spec, whose dashboard shows only a title): what is waiting
// for the signed-in company, each figure counted by the filter of the list it links to.

/** Days the chart of inspections covers, today last. */
export const DASHBOARD_DAYS = 30;

/** Parties, calls and the like a figure lists at most, the largest first. */
export const DASHBOARD_TOP = 8;

const count = z.number().int().nonnegative();
const isoDate = z.string();

/**
 * The party a figure is of: its applicant and account, and the link party the screens' party
 * filter chooses (null when the pair has none).
 */
const party = z.object({
  applicantId: z.number().int(),
  accountId: z.number().int(),
  partyId: z.number().int().nullable(),
  name: z.string(),
});

/** A vessel call: the VCN and its vessel and voyages. */
const call = z.object({
  vcnId: z.number().int(),
  vcn: z.string(),
  vesselId: z.number().int(),
  vessel: z.string(),
});

export const dashboardData = z.object({
  /** The day in the ports (IST) the figures are of, and the first of its month. */
  today: isoDate,
  monthStart: isoDate,
  /** Containers inspected by movement: today and this month, sound and damaged. */
  inspected: z.array(
    z.object({
      movementId: z.number().int(),
      movement: z.string(),
      todaySound: count,
      todayDamaged: count,
      monthSound: count,
      monthDamaged: count,
    }),
  ),
  /** Inspections a day, oldest first, DASHBOARD_DAYS of them ending today. */
  days: z.array(z.object({ date: isoDate, sound: count, damaged: count })),
  /** Inspections on no survey report yet. */
  unreported: z.object({
    total: count,
    oldest: isoDate.nullable(),
    parties: z.array(party.extend({ inspections: count, oldest: isoDate })),
  }),
  /**
   * Survey reports not billed, valued at the parties' rates today (before tax); containers with
   * no rate for their movement and size are counted as unpriced. Administrators only (null).
   */
  unbilled: z
    .object({
      reports: count,
      containers: count,
      /** In rupees. */
      value: rupees('Value'),
      unpriced: count,
      parties: z.array(
        party.extend({
          reports: count,
          containers: count,
          value: rupees('Value'),
          unpriced: count,
        }),
      ),
    })
    .nullable(),
  /**
   * Bills dated this month: how many, their taxable value and GST, in rupees. Administrators
   * only (null).
   */
  bills: z.object({ count, taxable: rupees('Taxable value'), gst: rupees('GST') }).nullable(),
  /** Inspections whose EDI or OVA has not been sent, by party. */
  unsent: z.object({
    edi: count,
    ova: count,
    parties: z.array(party.extend({ edi: count, ova: count })),
  }),
  /** Calls not yet sailed whose advance lists name containers not yet inspected. */
  advance: z.array(call.extend({ movetype: z.enum(['I', 'E']), listed: count, waiting: count })),
  /** Calls not yet sailed whose loaded export containers disagree with their customs records. */
  customs: z.array(
    call.extend({
      voyageId: z.number().int(),
      voyage: z.string(),
      party,
      loaded: count,
      mismatched: count,
    }),
  ),
});
export type DashboardData = z.infer<typeof dashboardData>;

export const dashboard = {
  endpoints: {
    /** Every figure of the dashboard for the caller's company, in one answer. */
    figures: endpoint({ method: 'GET', path: '/dashboard', data: dashboardData }),
  },
};
