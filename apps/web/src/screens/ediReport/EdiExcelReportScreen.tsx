import { api, type GenerateEdiQuery } from '@quaybook/contract';
import { call } from '../../api/client';
import { checkDigitConfirmation } from '../../confirmations/checkDigitConfirmation';
import { GeneratedReportScreen } from '../../documents/GeneratedReportScreen';
import { ediExcelFilters } from './ediReportFilters';

/** EDI / Excel Report (002 §2.3): the party's unsent inspections as EDI or Excel. */
export default function EdiExcelReportScreen() {
  return (
    <GeneratedReportScreen
      title="EDI / Excel Report"
      spec={ediExcelFilters}
      // The bar checked the party and the report type the call needs.
      generate={(query) => call(api.ediReport.generate, { query: query as GenerateEdiQuery })}
      confirmation={checkDigitConfirmation}
      failure="The report could not be generated. Please try again."
    />
  );
}
