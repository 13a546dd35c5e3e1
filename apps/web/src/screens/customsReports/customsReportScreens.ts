import type { CustomsReportCall } from '@quaybook/contract';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import {
  customsReportFilters,
  DEFAULT_ODEX_REPORT_TYPE,
  odexReportFilters,
} from './customsReportFilters';

/**
 * A customs report's screen: its heading and the filters its call is asked with; its route is
 * made from its call's menu entry (`CUSTOMS_REPORT_CALLS`).
 */
export interface CustomsReportScreenEntry {
  title: string;
  spec: FilterBarSpec;
  /** Filter values a screen opens with when its link names none (the ODeX Report Type). */
  defaults?: Readonly<Record<string, string>>;
}

/**
 * Every customs report call's screen (002 §2.4), by the call it makes; the route table and the
 * screen read them from here, and the compiler asks for one per call of `CUSTOMS_REPORT_CALLS`.
 */
export const CUSTOMS_REPORT_SCREENS = {
  missingSb: {
    title: 'Missing SB Report',
    spec: {
      ...customsReportFilters,
      prompt:
        'Choose the party, vessel and voyage, then Generate Report: the loaded export containers without a shipping bill download as an Excel file.',
    },
  },
  mismatchedSb: {
    title: 'Generate Missmatched Sb Excel',
    spec: {
      ...customsReportFilters,
      prompt:
        'Choose the party, vessel and voyage, then Generate Report: the loaded containers whose terminal EGM disagrees with the shipping bill, or is missing, download as an Excel file.',
    },
  },
  mismatched: {
    title: 'Generate Missmatched Excel',
    spec: customsReportFilters,
  },
  odex: {
    title: 'Generate ODeX Report',
    spec: odexReportFilters,
    defaults: { rpttype: String(DEFAULT_ODEX_REPORT_TYPE) },
  },
} as const satisfies Record<CustomsReportCall, CustomsReportScreenEntry>;
