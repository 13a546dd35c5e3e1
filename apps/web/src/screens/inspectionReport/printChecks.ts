import { REPORT_MESSAGES } from '@quaybook/contract';
import { dmyToIso } from '@quaybook/domain';

/** What Print asks for: the ticked inspections, the report date as typed and the type. */
interface PrintAsk {
  checked: readonly number[];
  /** dd/mm/yyyy as typed. */
  reportDate: string;
  reportType: number | null;
}

/** A print the screen may send: the report date as ISO. */
interface CheckedPrint {
  reportid: number[];
  rptdate: string;
  rpttype: number;
}

/** What is wrong with a report date as typed: blank, not a date, or after today. */
export function reportDateProblem(text: string, today: string): string | undefined {
  if (text.trim() === '') return REPORT_MESSAGES.insertReportDate;
  const iso = dmyToIso(text.trim());
  if (!iso) return 'Invalid Date';
  return iso > today ? REPORT_MESSAGES.reportDateAfterToday : undefined;
}

/**
 * The screen's checks before Print (001 §5), in the spec's order; the first refusal is the
 * message. `today` is the browser's ISO day; the server checks the date against its own too.
 */
export function checkPrint(
  ask: PrintAsk,
  today: string,
): { ok: true; print: CheckedPrint } | { ok: false; message: string } {
  if (ask.checked.length === 0) return { ok: false, message: REPORT_MESSAGES.selectInspection };
  const dateProblem = reportDateProblem(ask.reportDate, today);
  if (dateProblem) return { ok: false, message: dateProblem };
  if (ask.reportType === null) return { ok: false, message: REPORT_MESSAGES.selectReportType };
  const rptdate = dmyToIso(ask.reportDate.trim()) ?? '';
  return { ok: true, print: { reportid: [...ask.checked], rptdate, rpttype: ask.reportType } };
}
