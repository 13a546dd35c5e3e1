import { api, type CodecoCoarriQuery } from '@quaybook/contract';
import { call } from '../../api/client';
import { checkDigitConfirmation } from '../../confirmations/checkDigitConfirmation';
import { GeneratedReportScreen } from '../../documents/GeneratedReportScreen';
import { codecoCoarriFilters } from './ediReportFilters';

/** Codeco Coarri Report (002 §2.3): the filter's messages (or the listed containers'), again. */
export default function CodecoCoarriScreen() {
  return (
    <GeneratedReportScreen
      title="Codeco Coarri Report"
      spec={codecoCoarriFilters}
      // The bar checked the party the call needs; the container list narrows it when given.
      generate={(query) => call(api.ediReport.codecoCoarri, { query: query as CodecoCoarriQuery })}
      confirmation={checkDigitConfirmation}
      failure="The Codeco Coarri report could not be generated. Please try again."
    />
  );
}
