import { Group, Table, Text } from '@mantine/core';
import type { HistoryEvent } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { changeLabel } from './changeFields';
import { changedValue } from './timeline';
import { useChangeNames } from './useChangeNames';

const WHAT: Record<string, string> = {
  inspection: 'Inspection',
  damage: 'Damage line',
  container: 'Container',
};

// A record made or removed whole is shown by its own card; its every field would say nothing more.
const WHOLE = new Set(['created', 'deleted', 'damage-added', 'damage-removed']);

/** One change on a container's page: who, when, and each field from what to what. */
export function ChangeCard({ event }: { event: HistoryEvent }) {
  const nameOf = useChangeNames();
  const shown = (field: string, value: unknown) => nameOf(field, value) ?? changedValue(value);
  const fields = WHOLE.has(event.action) ? [] : Object.entries(event.changes);
  return (
    <>
      <Group gap={6}>
        <Text size="sm" fw={600}>
          {WHAT[event.entity] ?? event.entity} {event.entityId} {event.action.replace(/-/g, ' ')}
        </Text>
        <Text size="sm" c="dimmed">
          by {event.changedByName ?? 'unknown user'} · {formatDate(event.changedAt, { time: true })}
        </Text>
      </Group>
      {fields.length > 0 && (
        <Table fz="xs" verticalSpacing={2} withRowBorders={false} w="auto" mt={2}>
          <Table.Tbody>
            {fields.map(([field, [before, after]]) => (
              <Table.Tr key={field}>
                <Table.Td pl={0} c="dimmed">
                  {changeLabel(field)}
                </Table.Td>
                <Table.Td td="line-through" c="dimmed">
                  {shown(field, before)}
                </Table.Td>
                <Table.Td>→ {shown(field, after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
