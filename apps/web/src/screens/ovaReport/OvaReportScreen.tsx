import { api, type OvaReportQuery } from '@quaybook/contract';
import { call } from '../../api/client';
import { GeneratedReportScreen } from '../../documents/GeneratedReportScreen';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';

/** Ova Report's filters (002 §2.3), each sent under the name GET /ova_report declares. */
export const ovaReportFilters: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'party', sends: { applicant: 'applicant', account: 'account' } },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
    { kind: 'vessel', param: 'vessel' },
    { kind: 'voyage', param: 'voyage' },
    { kind: 'movement', param: 'movement' },
    { kind: 'location', param: 'location' },
    { kind: 'containers', param: 'contnumber' },
  ],
  submit: 'Generate Report',
  prompt:
    'The movements not yet sent as OVA, as the file Upload OVA Entry reads; container numbers send exactly those again.',
};

/**
 * The OVA report: the movements of the filters not yet sent, downloaded as the OVA workbook and
 * marked sent with it.
 */
export default function OvaReportScreen() {
  return (
    <GeneratedReportScreen
      title="Ova Report"
      spec={ovaReportFilters}
      generate={(query) => call(api.ovaReport.generate, { query: query as OvaReportQuery })}
      failure="The OVA report could not be generated. Please try again."
    />
  );
}
