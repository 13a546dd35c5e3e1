import type { OdexReportQuery } from '@quaybook/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { GeneratedReportScreen } from '../../documents/GeneratedReportScreen';
import { useJob } from '../../jobs/useJob';
import {
  DEFAULT_ODEX_REPORT_TYPE,
  odexReportFilters,
  REPORT_FAILURE,
} from './customsReportFilters';

/**
 * Generate ODeX Report (002 §2.4): one of seven reports, PKGs unless another is chosen; it runs
 * as a job, its progress shown.
 */
export default function OdexReportScreen() {
  const job = useJob();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('rpttype');
  useEffect(() => {
    if (chosen) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('rpttype', String(DEFAULT_ODEX_REPORT_TYPE));
        return next;
      },
      { replace: true },
    );
  }, [chosen, setParams]);
  return (
    <GeneratedReportScreen
      title="Generate ODeX Report"
      spec={odexReportFilters}
      generate={(query) => job.run('odexReport', query as OdexReportQuery)}
      failure={REPORT_FAILURE}
      progress={job.status}
    />
  );
}
