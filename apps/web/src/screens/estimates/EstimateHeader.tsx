import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { EstimateDetail } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import { EstimateStatusBadge } from './EstimateStatusBadge';
import { Fact } from './Facts';

/** Which estimate this is: its number, date and status, the container, party and pricing basis. */
export function EstimateHeader({ estimate }: { estimate: EstimateDetail }) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group gap="sm" mb="xs" align="center">
        <Title order={3}>Estimate {estimate.estimateno}</Title>
        <EstimateStatusBadge status={estimate.status} />
        <Text size="sm" c="dimmed">
          {formatDate(estimate.estimatedate)}
          {estimate.sentdate ? ` · sent ${formatDate(estimate.sentdate)}` : ''}
          {estimate.decidedby
            ? ` · decided by ${estimate.decidedby}${estimate.decidedat ? ` on ${formatDate(estimate.decidedat)}` : ''}`
            : ''}
          {estimate.repairdate ? ` · repaired ${formatDate(estimate.repairdate)}` : ''}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" verticalSpacing={4}>
        <Fact label="Container">
          {estimate.contnumber}
          {estimate.isocode ? ` · ${estimate.isocode}` : ''}
        </Fact>
        <Fact label="Party">{estimate.partyname}</Fact>
        <Fact label="Vessel / Voyage">
          {[estimate.vesselname, estimate.voyageno].filter(Boolean).join(' / ') || '—'}
        </Fact>
        <Fact label="Inspected">{formatDate(estimate.inspdate)}</Fact>
        <Fact label="Labour rate">₹ {formatRupees(estimate.labourrate)} an hour</Fact>
        <Fact label="SAC · GST">
          {estimate.sac} · {estimate.gstrate}%
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}
