// The fixed lists of survey reports and bills (spec 001 §9, 002 §9).

/** Report types: 1 Survey (the default), 2 Comparator, 3 Non-Eor. */
export const REPORT_TYPES = [
  { id: 1, name: 'Survey' },
  { id: 2, name: 'Comparator' },
  { id: 3, name: 'Non-Eor' },
] as const;
export type ReportType = (typeof REPORT_TYPES)[number]['id'];

export const reportTypeName = (id: number): string =>
  REPORT_TYPES.find((type) => type.id === id)?.name ?? '';

/**
 * The numbered series of a company: each gives one consecutive number per financial year
 * ('SB/26-27/00017'), never twice and without gaps.
 */
export const SERIES = {
  report: 'SR',
  bill: 'SB',
  misBill: 'MIS',
  estimate: 'EOR',
  repairBill: 'RB',
} as const;
export type Series = (typeof SERIES)[keyof typeof SERIES];

/** The products of an MIS bill; every line is counted in containers unless typed otherwise. */
export const MIS_PRODUCTS = ['Survey Fees', 'Travelling', 'Misc Expenses'] as const;
export const MIS_DEFAULT_UNIT = 'Cntr';

/** Services Accounting Code of container survey and inspection (technical testing and analysis). */
export const SURVEY_SAC = '998346';
