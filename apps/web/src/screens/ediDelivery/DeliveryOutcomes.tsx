import { Alert, Badge, Table, Text } from '@mantine/core';
import { DELIVERY_STATE_LABELS } from '@quaybook/contract';
import { DELIVERY_STATE_COLOURS } from '../deliveryLog/deliveryStateColours';
import { FAILURE_STEPS } from './deliveryForm';
import type { RunOutcome, TestOutcome } from './useDeliverySettings';

/** A connection test's answer: green when it passed, red with the step that failed. */
export function TestResult({ outcome }: { outcome: TestOutcome }) {
  const passed = outcome.passed === 1;
  return (
    <Alert
      color={passed ? 'green' : 'red'}
      variant="light"
      p="xs"
      title={passed ? 'Connection test passed' : 'Connection test failed'}
    >
      <Text size="sm">{outcome.message}</Text>
      {!passed && outcome.failure && (
        <Text size="xs" c="dimmed">
          Failed at {FAILURE_STEPS[outcome.failure]}.
        </Text>
      )}
    </Alert>
  );
}

/** What Send now sent: the server's words, and each delivery it made. */
export function RunResult({ outcome }: { outcome: RunOutcome }) {
  const colour = outcome.failing > 0 ? 'orange' : outcome.sent > 0 ? 'green' : 'blue';
  return (
    <Alert color={colour} variant="light" p="xs" aria-label="Send now">
      <Text size="sm">{outcome.message}</Text>
      {outcome.deliveries.length > 0 && (
        <Table fz="xs" mt={6} verticalSpacing={2} aria-label="Deliveries made">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Message</Table.Th>
              <Table.Th>Reference</Table.Th>
              <Table.Th ta="right">Containers</Table.Th>
              <Table.Th>State</Table.Th>
              <Table.Th>Destination</Table.Th>
              <Table.Th>Last error</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {outcome.deliveries.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{delivery.message}</Table.Td>
                <Table.Td>{delivery.reference ?? ''}</Table.Td>
                <Table.Td ta="right">{delivery.containers}</Table.Td>
                <Table.Td>
                  <Badge size="xs" variant="light" color={DELIVERY_STATE_COLOURS[delivery.state]}>
                    {DELIVERY_STATE_LABELS[delivery.state]}
                  </Badge>
                </Table.Td>
                <Table.Td>{delivery.destination}</Table.Td>
                <Table.Td c="red">{delivery.lasterror ?? ''}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Alert>
  );
}
