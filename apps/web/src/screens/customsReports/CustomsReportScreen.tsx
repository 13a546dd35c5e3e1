import { api, type CustomsReportQuery } from '@quaybook/contract';
import { call } from '../../api/client';
import { GeneratedReportScreen } from '../../documents/GeneratedReportScreen';
import { customsReportFilters, REPORT_FAILURE } from './customsReportFilters';

const SCREENS = {
  missingSb: { title: 'Missing SB Report', endpoint: api.customsReports.missingSb },
  mismatchedSb: {
    title: 'Generate Missmatched Sb Excel',
    endpoint: api.customsReports.mismatchedSb,
  },
  mismatched: { title: 'Generate Missmatched Excel', endpoint: api.customsReports.mismatched },
} as const;

/** Missing SB, Missmatched SB Excel, Missmatched Excel (002 §2.4): the report downloads. */
export default function CustomsReportScreen({ report }: { report: keyof typeof SCREENS }) {
  const { title, endpoint } = SCREENS[report];
  return (
    <GeneratedReportScreen
      title={title}
      spec={customsReportFilters}
      // The bar checked the party, vessel and voyage the call needs.
      generate={(query) => call(endpoint, { query: query as CustomsReportQuery })}
      failure={REPORT_FAILURE}
    />
  );
}
