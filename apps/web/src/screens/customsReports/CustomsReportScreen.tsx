import { api, type CustomsReportQuery } from '@quaybook/contract';
import { call } from '../../api/client';
import { GeneratedReportScreen } from '../../documents/GeneratedReportScreen';
import { customsReportFilters, REPORT_FAILURE } from './customsReportFilters';

const SCREENS = {
  missingSb: {
    title: 'Missing SB Report',
    endpoint: api.customsReports.missingSb,
    spec: {
      ...customsReportFilters,
      prompt:
        'Choose the party, vessel and voyage, then Generate Report: the loaded export containers without a shipping bill download as an Excel file.',
    },
  },
  mismatchedSb: {
    title: 'Generate Missmatched Sb Excel',
    endpoint: api.customsReports.mismatchedSb,
    spec: {
      ...customsReportFilters,
      prompt:
        'Choose the party, vessel and voyage, then Generate Report: the loaded containers whose terminal EGM disagrees with the shipping bill, or is missing, download as an Excel file.',
    },
  },
  mismatched: {
    title: 'Generate Missmatched Excel',
    endpoint: api.customsReports.mismatched,
    spec: customsReportFilters,
  },
} as const;

/** Missing SB, Missmatched SB Excel, Missmatched Excel (002 §2.4): the report downloads. */
export default function CustomsReportScreen({ report }: { report: keyof typeof SCREENS }) {
  const { title, endpoint, spec } = SCREENS[report];
  return (
    <GeneratedReportScreen
      title={title}
      spec={spec}
      // The bar checked the party, vessel and voyage the call needs.
      generate={(query) => call(endpoint, { query: query as CustomsReportQuery })}
      failure={REPORT_FAILURE}
    />
  );
}
