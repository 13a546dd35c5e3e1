import { CUSTOMS_REPORT_CALLS, type CustomsReportCall, type JobInputOf } from '@quaybook/contract';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { GeneratedReportScreen } from '../../documents/GeneratedReportScreen';
import { useJob } from '../../jobs/useJob';
import { REPORT_FAILURE } from './customsReportFilters';
import { CUSTOMS_REPORT_SCREENS, type CustomsReportScreenEntry } from './customsReportScreens';

/**
 * A customs report's download (002 §2.4): Missing SB, Missmatched SB Excel, Missmatched Excel and
 * the ODeX reports. A vessel's report runs as the job its call declares, its progress shown.
 */
export default function CustomsReportScreen({ call }: { call: CustomsReportCall }) {
  const { title, spec, defaults }: CustomsReportScreenEntry = CUSTOMS_REPORT_SCREENS[call];
  const kind = CUSTOMS_REPORT_CALLS[call].job;
  const job = useJob();
  useUrlDefaults(defaults);
  return (
    <GeneratedReportScreen
      title={title}
      spec={spec}
      // The bar checked the filters the call needs.
      generate={(query) => job.run(kind, query as JobInputOf<typeof kind>)}
      failure={REPORT_FAILURE}
      progress={job.status}
    />
  );
}

/** Writes the defaults a link leaves out into the URL, where the filter bar reads its values. */
function useUrlDefaults(defaults: Readonly<Record<string, string>> | undefined) {
  const [params, setParams] = useSearchParams();
  const missing = Object.entries(defaults ?? {}).filter(([key]) => !params.get(key));
  const missingKey = missing.map(([key]) => key).join();
  useEffect(() => {
    if (!missingKey) return;
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(defaults ?? {}))
          if (!next.get(key)) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }, [missingKey, defaults, setParams]);
}
