import { Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { api, type DamageLineRow, type InspectionRow } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { PhotoGrid } from '../../photos/PhotoGrid';
import { PhotoViewer } from '../../photos/PhotoViewer';
import { useInspectionPhotos } from '../../photos/useInspectionPhotos';
import { queryKeys } from '../../queryKeys';
import { Fact } from '../estimates/Facts';
import { inDateOrder } from './containerGroups';
import { failureText } from './failureText';
import { INSPECTION_FACTS } from './inspectionColumns';
import { type PortalColumn, PortalRows } from './PortalRows';
import { partyFilters, usePortal } from './portalParty';

const size = (line: DamageLineRow) =>
  line.length !== null && line.breadth !== null ? `${line.length} × ${line.breadth}` : '—';

const DAMAGE_COLUMNS: PortalColumn<DamageLineRow>[] = [
  {
    title: 'Where',
    cell: (line) => `${line.damlocation} ${line.position}`,
  },
  { title: 'Component', cell: (line) => line.componentName ?? '—' },
  { title: 'Damage', cell: (line) => line.damageName ?? '—' },
  { title: 'Repair', cell: (line) => line.repairName ?? '—' },
  { title: 'Size (cm)', cell: size },
  { title: 'Qty', cell: (line) => line.quantity, numeric: true },
  { title: 'Note', cell: (line) => line.note || '—' },
];

/**
 * One inspection opened: its facts, damage lines and photos (thumbnails; a tap shows one at full
 * size), and its container's history, every inspection of it in date order.
 */
export function InspectionModal({
  inspection,
  onClose,
}: {
  inspection: InspectionRow | null;
  onClose(): void;
}) {
  const phone = !useMediaQuery('(min-width: 48em)', true);
  return (
    <Modal
      opened={inspection !== null}
      onClose={onClose}
      fullScreen={phone}
      size="70rem"
      title={inspection ? `${inspection.contnumber} · ${inspection.MovementName}` : 'Inspection'}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {inspection && <InspectionBody inspection={inspection} />}
    </Modal>
  );
}

function InspectionBody({ inspection }: { inspection: InspectionRow }) {
  const { party } = usePortal();
  const reportid = inspection.reportid;
  const damages = useQuery({
    queryKey: queryKeys.list(api.inspection.damages.path, { reportid }),
    queryFn: async () => (await call(api.inspection.damages, { query: { reportid } })).data,
  });
  const photos = useInspectionPhotos(reportid);
  const [shown, setShown] = useState<number | null>(null);
  const historyQuery = { ...partyFilters(party), contnumber: inspection.contnumber };
  const history = useQuery({
    queryKey: queryKeys.list(api.inspection.list.path, historyQuery),
    queryFn: async () => (await call(api.inspection.list, { query: historyQuery })).data,
  });
  const title = `${inspection.contnumber} ${inspection.MovementName}`;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" verticalSpacing={6}>
        {INSPECTION_FACTS.map((fact) => (
          <Fact key={fact.title} label={fact.title}>
            {fact.cell(inspection)}
          </Fact>
        ))}
      </SimpleGrid>

      <Stack gap={6}>
        <Title order={5}>Damage</Title>
        <PortalRows
          label="Damage lines"
          rows={damages.data}
          loading={damages.isPending}
          empty={damages.isError ? failureText(damages.error) : 'No damage recorded.'}
          columns={DAMAGE_COLUMNS}
          rowKey={(line) => line.autoid}
        />
      </Stack>

      <Stack gap={6}>
        <Title order={5}>Photos</Title>
        {photos.isError ? (
          <Text size="sm" c="red">
            {failureText(photos.error)}
          </Text>
        ) : (
          <PhotoGrid
            photos={photos.data ?? []}
            size={88}
            emptyText={photos.isPending ? 'Loading photos…' : 'No photos.'}
            onOpen={setShown}
          />
        )}
        <PhotoViewer
          title={title}
          photos={photos.data ?? []}
          index={shown}
          onIndex={setShown}
          onClose={() => setShown(null)}
        />
      </Stack>

      <Stack gap={6}>
        <Title order={5}>History of {inspection.contnumber}</Title>
        <PortalRows
          label={`History of ${inspection.contnumber}`}
          rows={history.data ? inDateOrder(history.data) : undefined}
          loading={history.isPending}
          empty={history.isError ? failureText(history.error) : 'No other inspections.'}
          columns={INSPECTION_FACTS}
          rowKey={(row) => row.reportid}
        />
      </Stack>
    </Stack>
  );
}
