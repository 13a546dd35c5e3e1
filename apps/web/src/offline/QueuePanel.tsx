import { Badge, Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { OFFLINE_MESSAGES } from '@quaybook/contract';
import { Condition, formatDate, RECENT_ENTRIES } from '@quaybook/domain';
import { memo, useState } from 'react';
import { ConfirmDelete } from '../lists/rows/ConfirmDelete';
import type { QueuedEntry } from './queuedEntry';
import { useQueuedEntries } from './useQueuedEntries';

interface QueuePanelProps {
  userId: number;
  screen: string;
  /** Takes a refused entry back into the form, off the queue, to correct and save again. */
  onCorrect(entry: QueuedEntry): void;
  onDiscard(entry: QueuedEntry): void;
}

/** What the list shows: every entry not sent yet, then the last sent, five lines at least. */
function shown(entries: readonly QueuedEntry[]): QueuedEntry[] {
  const open = entries.filter((entry) => entry.state !== 'sent');
  const sent = entries
    .filter((entry) => entry.state === 'sent')
    .sort((a, b) => (b.sentAt ?? 0) - (a.sentAt ?? 0));
  return [...open, ...sent.slice(0, Math.max(0, RECENT_ENTRIES - open.length))];
}

function StateBadge({ entry }: { entry: QueuedEntry }) {
  if (entry.state === 'waiting')
    return (
      <Badge variant="outline" color="blue">
        Waiting
      </Badge>
    );
  if (entry.state === 'sent')
    return (
      <Badge variant="light" color="teal">
        Sent {formatDate(new Date(entry.sentAt ?? entry.queuedAt), { time: true }).slice(11)}
      </Badge>
    );
  return (
    <Badge variant="filled" color="red">
      Refused
    </Badge>
  );
}

/** The entries of this screen kept on the tablet: waiting, refused with the server's reason, sent. */
export const QueuePanel = memo(function QueuePanel({
  userId,
  screen,
  onCorrect,
  onDiscard,
}: QueuePanelProps) {
  const entries = useQueuedEntries().filter(
    (entry) => entry.userId === userId && entry.screen === screen,
  );
  const [discarding, setDiscarding] = useState<QueuedEntry | null>(null);
  if (entries.length === 0) return null;
  return (
    <Paper withBorder p="xs" radius="sm" component="section" aria-label="Kept on this tablet">
      <Title order={5} mb={4}>
        Kept on this tablet
      </Title>
      <Table striped withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Container No</Table.Th>
            <Table.Th>Movement</Table.Th>
            <Table.Th>Condition</Table.Th>
            <Table.Th>Saved</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown(entries).map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td ff="monospace">{entry.summary.containerNumber}</Table.Td>
              <Table.Td>{entry.summary.movement}</Table.Td>
              <Table.Td>
                {entry.summary.condition === Condition.damage ? 'Damage' : 'Sound'}
              </Table.Td>
              <Table.Td>{formatDate(new Date(entry.queuedAt), { time: true })}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <StateBadge entry={entry} />
                  {entry.message && (
                    <Text size="xs" c="red">
                      {entry.message}
                    </Text>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                {entry.state === 'refused' && (
                  <Group gap={4} wrap="nowrap">
                    <Button size="compact-xs" variant="light" onClick={() => onCorrect(entry)}>
                      Correct
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      onClick={() => setDiscarding(entry)}
                    >
                      Discard
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <ConfirmDelete
        opened={discarding !== null}
        title={`Discard ${discarding?.summary.containerNumber ?? ''}`}
        busy={false}
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          if (discarding) onDiscard(discarding);
          setDiscarding(null);
        }}
      >
        {OFFLINE_MESSAGES.discardAsk}
      </ConfirmDelete>
    </Paper>
  );
});
