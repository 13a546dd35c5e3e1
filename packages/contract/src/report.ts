import { isIsoDate, REPORT_TYPES } from '@quaybook/domain';
import { z } from 'zod';
import { containerNumberField } from './container';
import { endpoint, FILE_TYPES, fileEndpoint } from './endpoint';
import { documentNameQuery, idList, idParam, pageQuery, sentDay } from './fields';
import { inspectionFilters, inspectionRow } from './inspection';

// Survey reports (001 §2.10, §2.11; 002 §2.2 Reports, §2.4 Survey Report): a party's inspections
// printed under one report number. The spec's `reportid` is an inspection's id on the inspection
// calls and a report's id on the report and bill calls, as each call's comment says.

/** Every message of the report screens, declared once for both sides. */
export const REPORT_MESSAGES = {
  selectParty: 'Please select a party',
  selectInspection: 'Please select an Inspection',
  insertReportDate: 'Please insert a report date',
  selectReportType: 'Please select a Report Type',
  insertReportNo: 'Please insert a rpt number',
  enterContainer: 'Please enter a container number.',
  generated: 'Report Generate Successfully',
  reprinted: 'Reprint Succesful',
  loadError: 'Error fetching report list. Check console for details.',
  reportDateAfterToday: 'Report date cannot be later than today.',
  reportNotFound: 'Report not found.',
  /** Some checked inspections are already printed on a report (status 2: nothing was done). */
  alreadyReported: (reports: string) =>
    `The selected inspections are already on report ${reports}.`,
  /** A report is one party's: one applicant and one account. */
  oneParty: 'A report is for one party: select inspections of one applicant and one account.',
  added: (count: number, reportNo: string) =>
    `${count} inspection${count === 1 ? '' : 's'} added to report ${reportNo}.`,
  cleared: (container: string, reportNo: string) =>
    `Container ${container} cleared from report ${reportNo}.`,
  /** A report on a bill is locked until it is cleared from the bill. */
  billed: (reportNo: string, billNo: string) =>
    `Report ${reportNo} is on bill ${billNo}; clear it from the bill first.`,
  /** Clearing the last inspection would leave an empty report. */
  lastInspection: (reportNo: string) => `Report ${reportNo} must keep at least one inspection.`,
  /** The Survey Report screen's status 2: the container has no inspection to report. */
  noInspection: (container: string) => `No inspection of container ${container} was found.`,
} as const;

/** A report date: given, real, and not after today (the server's day decides). */
const reportDate = z
  .string({ error: REPORT_MESSAGES.insertReportDate })
  .trim()
  .min(1, REPORT_MESSAGES.insertReportDate)
  .transform(sentDay)
  .refine(isIsoDate, 'Report date must be a real date (yyyy-mm-dd).');

const reportType = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
  z.union(
    REPORT_TYPES.map((type) => z.literal(type.id)) as [
      z.ZodLiteral<1>,
      z.ZodLiteral<2>,
      z.ZodLiteral<3>,
    ],
    { error: REPORT_MESSAGES.selectReportType },
  ),
);

const reportNoField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, missing)
    .max(16, 'A report number is at most 16 characters.');

/** A survey report as the report and bill lists show it. */
export const reportRow = z.object({
  /** The report's id: what the bill calls' `reportid` list names. */
  reportid: z.number().int(),
  rptno: z.string(),
  /** yyyy-mm-dd. */
  rptdate: z.string(),
  rpttype: z.number().int(),
  /** Survey, Comparator or Non-Eor. */
  RptTypeText: z.string(),
  billno: z.string().nullable(),
  billdate: z.string().nullable(),
  applicant: z.number().int(),
  applicantname: z.string(),
  account: z.number().int(),
  accountname: z.string(),
  VesselName: z.string().nullable(),
  VoyageName: z.string().nullable(),
  /** How many of its containers are 20 and 40 (and 45) feet. */
  twenty: z.number().int(),
  forty: z.number().int(),
  containers: z.number().int(),
  /** The report's PDF, for GET /printreportpdf; null until one is generated. */
  filename: z.string().nullable(),
  CreateDate: z.string(),
});
export type ReportRow = z.infer<typeof reportRow>;

/** What a report call that produces the report's PDF answers. */
export const reportPdf = z.object({
  rptno: z.string(),
  /** For GET /printreportpdf?filename. */
  filename: z.string(),
});
export type ReportPdf = z.infer<typeof reportPdf>;

/** The report list's filters (002 §7 GET /all_reports); every one optional. */
export const reportFilters = inspectionFilters
  .omit({ tolocation: true, isovanotsent: true })
  .extend({
    /** 1 Survey, 2 Comparator, 3 Non-Eor; none for all. */
    reporttype: z
      .preprocess(
        (value) =>
          value === '' || value === '0' || value === 0
            ? undefined
            : typeof value === 'string'
              ? Number(value)
              : value,
        z.number().int().min(1).max(3, 'Report type must be 1, 2 or 3.').optional(),
      )
      .transform((type) => type ?? null),
  });
export type ReportFilters = z.input<typeof reportFilters>;

export const report = {
  messages: REPORT_MESSAGES,
  endpoints: {
    /**
     * The party's inspections not yet on a report, for Inspection Report and the Reports screen's
     * Add modal; the fourth element holds the 20/40-foot counts.
     */
    inspections: endpoint({
      method: 'GET',
      path: '/get_inspection',
      query: inspectionFilters
        .omit({ tolocation: true, isovanotsent: true })
        .extend(pageQuery.shape),
      data: z.array(inspectionRow),
    }),
    /**
     * Gives the checked inspections (`reportid` = inspection ids) one new report number and
     * produces its PDF, in one transaction. Status 2 when they are all on reports already.
     */
    generate: endpoint({
      method: 'GET',
      path: '/generate_report',
      access: 'admin',
      query: z.object({
        reportid: idList('Inspection id', REPORT_MESSAGES.selectInspection),
        rptdate: reportDate,
        rpttype: reportType,
      }),
      data: reportPdf,
    }),
    /** Produces the report's PDF again from what it holds now (Reprint by Report no). */
    reprint: endpoint({
      method: 'GET',
      path: '/CreateReportPDF',
      access: 'admin',
      query: z.object({ rptno: reportNoField(REPORT_MESSAGES.insertReportNo) }),
      data: reportPdf,
    }),
    /** A report PDF issued to the caller's company (reports, survey reports). */
    pdf: fileEndpoint({
      method: 'GET',
      path: '/printreportpdf',
      line: { record: 'document', key: 'filename', in: 'query' },
      query: documentNameQuery,
      contentTypes: [FILE_TYPES.pdf],
    }),
    list: endpoint({
      method: 'GET',
      path: '/all_reports',
      line: { parties: { applicant: 'applicant', account: 'account' } },
      query: reportFilters.extend(pageQuery.shape),
      data: z.array(reportRow),
    }),
    /** The inspections printed on a report (the Edit modal). */
    inspectionsOf: endpoint({
      method: 'GET',
      path: '/get_inspections_by_reportno',
      line: { record: 'report', key: 'reportno', in: 'query' },
      query: z.object({ reportno: reportNoField('Please give a report number.') }),
      data: z.array(inspectionRow),
    }),
    /** Adds the checked inspections (`reportid` = inspection ids) to a report; its PDF is made again. */
    addInspections: endpoint({
      method: 'GET',
      path: '/add_inspection_to_report',
      query: z.object({
        reportid: idList('Inspection id', REPORT_MESSAGES.selectInspection),
        reportno: reportNoField('Please give a report number.'),
      }),
      data: reportPdf,
    }),
    /** Takes one inspection (`reportid` = its id) off a report; its PDF is made again. */
    clearInspection: endpoint({
      method: 'GET',
      path: '/clear_inspection_from_report',
      query: z.object({
        reportid: z.preprocess(
          (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
          idParam('Inspection id'),
        ),
        reportno: reportNoField('Please give a report number.'),
      }),
      data: reportPdf,
    }),
    /**
     * The survey report of one container's latest inspection (002 §2.4), answered with the status
     * in item 1 as the spec's client reads it (002 §7 'Customs documents'): `[1, 1, filename,
     * 'Report Generate Successfully']`, the file name in item 2 for GET /printreportpdf;
     * `[2, 2, message, {}]` when the container has no inspection; `[0, 0, message, problems]`
     * for a missing or malformed number.
     */
    surveyReport: endpoint({
      method: 'GET',
      path: '/CreateONBoardSurveyReportPDF',
      statusInItem1: true,
      query: z.object({
        contno: z
          .string({ error: REPORT_MESSAGES.enterContainer })
          .trim()
          .min(1, REPORT_MESSAGES.enterContainer)
          .pipe(containerNumberField),
      }),
      data: z.string(),
    }),
  },
} as const;
