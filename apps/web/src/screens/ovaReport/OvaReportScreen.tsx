import { Group, Stack, Text, Title } from '@mantine/core';
import { api, type OvaReportQuery } from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { saveFile } from '../../lists/export/download';
import { FilterBar } from '../../lists/filters/FilterBar';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { type FilterValues, filterQuery } from '../../lists/filters/filterValues';
import { useFilters } from '../../lists/filters/useFilters';
import { referenceLookup } from '../../lists/form/referenceLookup';
import { notify } from '../../notify';

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
  const queryClient = useQueryClient();
  const filters = useFilters(ovaReportFilters);
  const [busy, setBusy] = useState(false);

  const generate = async (values: FilterValues) => {
    filters.apply(values);
    const party = referenceLookup(queryClient);
    const query = filterQuery(ovaReportFilters.filters, values, (autoid) =>
      party('linkParties', autoid),
    );
    if (!query || busy) return;
    setBusy(true);
    try {
      const reply = await call(api.ovaReport.generate, { query: query as OvaReportQuery });
      const file = await call(api.documents.download, { params: { filename: reply.data } });
      saveFile(file.data);
      notify.success(reply.message);
    } catch (error) {
      showRefusal(error, 'The OVA report could not be generated. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={3}>Ova Report</Title>
        <Text size="sm" c="dimmed">
          {busy ? 'Preparing the OVA file…' : ovaReportFilters.prompt}
        </Text>
      </Group>
      <FilterBar
        spec={ovaReportFilters}
        values={filters.values}
        onApply={(v) => void generate(v)}
      />
    </Stack>
  );
}
