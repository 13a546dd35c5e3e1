import type { CustomsReportQuery } from '@quaybook/contract';
import { GeneratedReportScreen } from '../../documents/GeneratedReportScreen';
import { useJob } from '../../jobs/useJob';
import { customsReportFilters, REPORT_FAILURE } from './customsReportFilters';

const SCREENS = {
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
} as const;

/**
 * Missing SB, Missmatched SB Excel, Missmatched Excel (002 §2.4): the report downloads. A
 * vessel's report runs as a job (the job kind is the screen's report), its progress shown.
 */
export default function CustomsReportScreen({ report }: { report: keyof typeof SCREENS }) {
  const { title, spec } = SCREENS[report];
  const job = useJob();
  return (
    <GeneratedReportScreen
      title={title}
      spec={spec}
      // The bar checked the party, vessel and voyage the call needs.
      generate={(query) => job.run(report, query as CustomsReportQuery)}
      failure={REPORT_FAILURE}
      progress={job.status}
    />
  );
}
