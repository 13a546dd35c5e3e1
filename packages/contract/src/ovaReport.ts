import { z } from 'zod';
import { endpoint } from './endpoint';
import { inspectionFilters } from './inspection';

// The OVA report (002 §2.3 Ova Report, §7 GET /ova_report): the movements whose OVA has not been
// sent, in the layout Upload OVA Entry reads (`ovaLayout`), so the file uploads again unchanged.

export const OVA_REPORT_MESSAGES = {
  nothingToSend: 'No containers to send.',
  generated: (containers: number) =>
    `OVA report generated: ${containers} ${containers === 1 ? 'container' : 'containers'}.`,
  /** Every place and movement the file would need an OVA code for and has none. */
  missingCodes: (locations: readonly string[], movements: readonly string[]) =>
    [
      'The OVA report needs an OVA code for',
      [
        locations.length ? `location ${locations.join(', ')}` : '',
        movements.length ? `movement ${movements.join(', ')}` : '',
      ]
        .filter(Boolean)
        .join(' and '),
      '— set it on the Location or Movement master, then generate again.',
    ].join(' '),
} as const;

/**
 * The report's filters, with View Inspection's names and rules; with container numbers, exactly
 * those containers' movements are sent again, whether sent before or not.
 */
export const ovaReportQuery = inspectionFilters.pick({
  applicant: true,
  account: true,
  vessel: true,
  voyage: true,
  location: true,
  movement: true,
  fromdate: true,
  todate: true,
  contnumber: true,
});
export type OvaReportQuery = z.input<typeof ovaReportQuery>;

export const ovaReport = {
  messages: OVA_REPORT_MESSAGES,
  endpoints: {
    /** The data is the document's name, fetched by GET /document/{filename}. */
    generate: endpoint({
      method: 'GET',
      path: '/ova_report',
      query: ovaReportQuery,
      data: z.string(),
    }),
  },
} as const;
