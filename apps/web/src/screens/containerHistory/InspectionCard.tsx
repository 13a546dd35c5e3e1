import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { Condition, formatDate } from '@quaybook/domain';
import { DamageLineTable, draftOfRow } from '../../inspections';
import { PhotoGrid } from '../../photos/PhotoGrid';
import { inspectedAt } from '../inspectionView/inspectionList';
import type { TimelineInspection } from './timeline';

/** One inspection on a container's page: where and for whom, its damage lines and its photos. */
export function InspectionCard({
  inspection,
  onPhoto,
}: {
  inspection: TimelineInspection;
  onPhoto(index: number): void;
}) {
  const damaged = inspection.conditionid === Condition.damage;
  return (
    <Paper withBorder p="xs" radius="sm">
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Text fw={600} size="sm">
            {inspectedAt(inspection)}
          </Text>
          <Text size="sm">{inspection.MovementName}</Text>
          <Badge color={damaged ? 'orange' : 'green'} variant="light">
            {damaged ? 'Damage' : 'Sound'}
          </Badge>
          {inspection.rptno && (
            <Badge variant="outline" color="gray">
              Report {inspection.rptno}
              {inspection.rptdate ? ` · ${formatDate(inspection.rptdate)}` : ''}
            </Badge>
          )}
          {inspection.billno && (
            <Badge variant="outline" color="grape">
              Bill {inspection.billno}
              {inspection.billdate ? ` · ${formatDate(inspection.billdate)}` : ''}
            </Badge>
          )}
          <Text size="xs" c="dimmed">
            Report ID {inspection.reportid}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {inspection.applicantname} / {inspection.accountname} · {inspection.VesselName} /{' '}
          {inspection.VoyageName} · {inspection.LocationName}
          {inspection.TLName ? ` → ${inspection.TLName}` : ''}
          {inspection.seal ? ` · Seal ${inspection.seal}` : ''}
        </Text>
        {damaged && <DamageLineTable lines={inspection.damages.map(draftOfRow)} />}
        {inspection.photos.length > 0 && (
          <PhotoGrid photos={inspection.photos} size={72} onOpen={onPhoto} />
        )}
      </Stack>
    </Paper>
  );
}
