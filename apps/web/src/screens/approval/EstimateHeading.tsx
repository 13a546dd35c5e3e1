import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { formatDate } from '@quaybook/domain';
import type { ReactNode } from 'react';
import { Fact } from '../estimates/Facts';

/**
 * An estimate as the line is shown it, above its lines: its number, date, container and party,
 * and one fact more (until when the link is good, or who decided).
 */
export function EstimateHeading({
  estimate,
  above,
  status,
  last,
}: {
  estimate: {
    estimateno: string;
    estimatedate: string;
    contnumber: string;
    isocode: string | null;
    partyname: string;
  };
  /** A line over the title (the company's name). */
  above?: ReactNode;
  /** Beside the title (the status). */
  status?: ReactNode;
  last: { label: string; value: ReactNode };
}) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
      {above && (
        <Text size="sm" c="dimmed">
          {above}
        </Text>
      )}
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          Repair estimate {estimate.estimateno}
        </Title>
        {status}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing={6} mt="sm">
        <Fact label="Date">{formatDate(estimate.estimatedate)}</Fact>
        <Fact label="Container">
          {estimate.contnumber}
          {estimate.isocode ? ` · ${estimate.isocode}` : ''}
        </Fact>
        <Fact label="Party">{estimate.partyname}</Fact>
        <Fact label={last.label}>{last.value}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
