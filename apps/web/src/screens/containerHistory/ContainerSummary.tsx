import { Alert, Group, Paper, Stack, Text } from '@mantine/core';
import type { ContainerTimeline } from '@quaybook/contract';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </Stack>
  );
}

const kg = (weight: number) => (weight ? `${weight.toLocaleString('en-IN')} kg` : '—');

/**
 * The container itself: its number, ISO code, size and type, weights and year of make; and, when
 * its number is not valid ISO 6346, why it is a likely typo.
 */
export function ContainerSummary({
  container,
  inspections,
}: {
  container: ContainerTimeline['container'];
  inspections: number;
}) {
  return (
    <Paper withBorder p="sm" radius="sm">
      <Group gap="xl" wrap="wrap">
        <Fact label="Container">
          <Text span ff="monospace" fw={700} size="lg">
            {container.contnumber}
          </Text>
        </Fact>
        <Fact label="ISO">{container.iso_code ?? '—'}</Fact>
        <Fact label="Size / Type">
          {container.contsize} {container.TypeText ?? ''}
        </Fact>
        <Fact label="Tare">{kg(container.isotarewt)}</Fact>
        <Fact label="Gross">{kg(container.isogrosswt)}</Fact>
        <Fact label="MFG">{container.manufacture ?? '—'}</Fact>
        <Fact label="Inspections">{inspections}</Fact>
      </Group>
      {container.number_warning && (
        <Alert
          mt="sm"
          p="xs"
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={16} />}
          title="Number is a likely typo"
        >
          {container.number_warning}
        </Alert>
      )}
    </Paper>
  );
}
