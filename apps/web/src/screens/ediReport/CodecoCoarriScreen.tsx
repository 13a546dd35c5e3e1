import { api, type CodecoCoarriQuery } from '@quaybook/contract';
import { call } from '../../api/client';
import { GeneratedReportScreen } from '../../documents/GeneratedReportScreen';
import { codecoCoarriFilters } from './ediReportFilters';

/** Codeco Coarri Report (002 §2.3): the chosen containers' messages, sent again. */
export default function CodecoCoarriScreen() {
  return (
    <GeneratedReportScreen
      title="Codeco Coarri Report"
      spec={codecoCoarriFilters}
      // The bar checked the party and the container list the call needs.
      generate={(query) => call(api.ediReport.codecoCoarri, { query: query as CodecoCoarriQuery })}
      failure="The Codeco Coarri report could not be generated. Please try again."
    />
  );
}
