import { Group, Stack, Text, Title } from '@mantine/core';
import { api, type TransactionUploadQuery } from '@quaybook/contract';
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
import {
  locationChoice,
  movementChoice,
  partyChoice,
  vesselChoice,
  voyageChoice,
} from '../../uploads/kinds/choices';

/** Pending Inspection (002 §2.3): the choices of Upload Entry, and Show Result downloads. */
export const pendingFilters: FilterBarSpec = {
  filters: [
    partyChoice,
    vesselChoice('vessselid'),
    voyageChoice,
    movementChoice('movement', 'Movement Type'),
    locationChoice,
  ],
  submit: 'Show Result',
  prompt:
    'Choose the party, vessel call, movement and location, then Show Result for the Excel file of their advance-list containers not yet inspected.',
};

/**
 * The advance-list containers of a party's call not yet inspected for a movement at a
 * location, as an Excel file in the transaction layout, to fill and upload on Upload Entry.
 */
export default function PendingInspectionScreen() {
  const queryClient = useQueryClient();
  const filters = useFilters(pendingFilters);
  const [busy, setBusy] = useState(false);

  const show = async (values: FilterValues) => {
    filters.apply(values);
    const party = referenceLookup(queryClient);
    const query = filterQuery(pendingFilters.filters, values, (autoid) =>
      party('linkParties', autoid),
    );
    if (!query || busy) return;
    setBusy(true);
    try {
      const { data } = await call(api.transactionUpload.pendingDownload, {
        // The bar checked every choice the call's query needs.
        query: query as TransactionUploadQuery,
      });
      saveFile(data, 'Excel Generated, Download shortly');
    } catch (error) {
      showRefusal(error, 'The pending containers could not be downloaded. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={3}>Pending Inspection</Title>
        <Text size="sm" c="dimmed">
          {busy ? 'Preparing the Excel file…' : pendingFilters.prompt}
        </Text>
      </Group>
      <FilterBar spec={pendingFilters} values={filters.values} onApply={(v) => void show(v)} />
    </Stack>
  );
}
