import type { CustomsReportKind, MenuPlace } from '@quaybook/domain';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { chosenId, digitsOrNumber, optionalId, optionalIsoDate } from './fields';

// The mismatch reports (002 §2.4, §7 'Customs documents'; docs/customs-reports.md): the loaded
// export containers of a party's vessel call compared with their shipping bills, terminal and
// ODeX EGM lines and party BL lines, written as a workbook (one report as a PDF).

/** Every message of the four screens, declared once for both sides. */
export const CUSTOMS_REPORT_MESSAGES = {
  selectParty: 'Please select a party',
  selectVessel: 'Please select a vessel',
  selectVoyage: 'Please select a voyage',
  selectReportType: 'Please select a Report Type (1 to 7).',
  generated: (containers: number) =>
    `Report generated: ${containers} container${containers === 1 ? '' : 's'}.`,
  noMismatches: 'No mismatches found.',
  noLoadedContainers: 'No loaded export containers for this party, vessel and voyage.',
  notSailed:
    'The vessel call of this vessel and export voyage has not sailed: the SCMTR Report After Sailing is made once it has.',
} as const;

/** The ODeX report's types (002 §2.4, §9), 1 the default. */
export const ODEX_REPORT_TYPES = [
  { value: 1, label: 'PKGs' },
  { value: 2, label: 'Weight' },
  { value: 3, label: 'Missing SB' },
  { value: 4, label: 'Mismatch SB Pdf with ODeX' },
  { value: 5, label: 'ODeX Vessel Voyage Mismatched With Actual' },
  { value: 6, label: 'Vessel Report' },
  { value: 7, label: 'SCMTR Report After Sailing' },
] as const;
export type OdexReportType = (typeof ODEX_REPORT_TYPES)[number]['value'];

const chosen = (label: string, missing: string) =>
  z.preprocess(
    (value) => (value === '' || value === '0' || value === 0 ? undefined : digitsOrNumber(value)),
    chosenId(label, missing),
  );
const open = (label: string) => z.preprocess(digitsOrNumber, optionalId(label));

/** Party, vessel and voyage are required (the spec's screens forgot to say so). */
export const customsReportQuery = z.object({
  applicant: chosen('Applicant', CUSTOMS_REPORT_MESSAGES.selectParty),
  account: chosen('Account', CUSTOMS_REPORT_MESSAGES.selectParty),
  vessel: chosen('Vessel', CUSTOMS_REPORT_MESSAGES.selectVessel),
  voyage: chosen('Voyage', CUSTOMS_REPORT_MESSAGES.selectVoyage),
  location: open('Location'),
  fromdate: optionalIsoDate('From date'),
  todate: optionalIsoDate('To date'),
});
export type CustomsReportQuery = z.input<typeof customsReportQuery>;

export const odexReportQuery = customsReportQuery.extend({
  rpttype: z.preprocess(
    (value) => (value === undefined || value === '' ? 1 : digitsOrNumber(value)),
    z
      .number({ error: CUSTOMS_REPORT_MESSAGES.selectReportType })
      .int(CUSTOMS_REPORT_MESSAGES.selectReportType)
      .refine(
        (type) => ODEX_REPORT_TYPES.some((known) => known.value === type),
        CUSTOMS_REPORT_MESSAGES.selectReportType,
      ),
  ),
});
export type OdexReportQuery = z.input<typeof odexReportQuery>;

/**
 * A report call: the report it makes, its filter, and the kind of job it also runs as. It answers
 * the issued document's name (GET /document/{filename}), or information.
 */
const reportCall = <const J extends string, Q extends z.ZodType>(
  path: string,
  report: CustomsReportKind,
  job: J,
  query: Q,
  menu: MenuPlace,
) => ({ report, job, menu, endpoint: endpoint({ method: 'GET', path, query, data: z.string() }) });

/** A report's entry in the SCMTR group of the sidebar; its screen's route is made from the action. */
const scmtrEntry = (id: number, name: string, action: string): MenuPlace => ({
  group: 'scmtr',
  id,
  name,
  action,
});

/**
 * Every customs report call declared once. The server makes the call's report, or the one its
 * Report Type (`rpttype`) names: the ODeX call's seven, PKGs when none is named.
 */
export const CUSTOMS_REPORT_CALLS = {
  missingSb: reportCall(
    '/generate_missing_sb',
    'missingSb',
    'missingSb',
    customsReportQuery,
    scmtrEntry(6209, 'Missing SB Report', 'Generate Missing SB'),
  ),
  mismatchedSb: reportCall(
    '/generate_missmatched_sb_excel',
    'mismatchedSb',
    'mismatchedSb',
    customsReportQuery,
    scmtrEntry(6210, 'Generate Missmatched Sb Excel', 'Generate Missmatched SB Excel'),
  ),
  mismatched: reportCall(
    '/generate_mismatched_excel',
    'mismatched',
    'mismatched',
    customsReportQuery,
    scmtrEntry(6211, 'Generate Missmatched Excel', 'Generate Missmatched Excel'),
  ),
  odex: reportCall(
    '/generate_mismatch_pkg',
    'odexPackages',
    'odexReport',
    odexReportQuery,
    scmtrEntry(6212, 'Generate ODeX Report', 'Generate_Mismatch_Pkg'),
  ),
} as const;
export type CustomsReportCall = keyof typeof CUSTOMS_REPORT_CALLS;
export const CUSTOMS_REPORT_CALL_NAMES = Object.keys(CUSTOMS_REPORT_CALLS) as CustomsReportCall[];

type Calls = typeof CUSTOMS_REPORT_CALLS;

/** The report calls, by the job kind each runs as. */
export const CUSTOMS_REPORT_JOB_CALLS = Object.fromEntries(
  CUSTOMS_REPORT_CALL_NAMES.map((name) => [
    CUSTOMS_REPORT_CALLS[name].job,
    CUSTOMS_REPORT_CALLS[name].endpoint,
  ]),
) as { [N in CustomsReportCall as Calls[N]['job']]: Calls[N]['endpoint'] };

export const customsReports = {
  messages: CUSTOMS_REPORT_MESSAGES,
  endpoints: Object.fromEntries(
    CUSTOMS_REPORT_CALL_NAMES.map((name) => [name, CUSTOMS_REPORT_CALLS[name].endpoint]),
  ) as { [N in CustomsReportCall]: Calls[N]['endpoint'] },
} as const;
