import { Group, Text } from '@mantine/core';
import { formatRupees } from '@quaybook/domain';
import type { ReactNode } from 'react';

/** A fact of the estimate: its label small and dimmed above its value. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** A line of totals: its label, and the rupees right-aligned. */
export function Figure({
  label,
  paise,
  strong,
}: {
  label: string;
  paise: number;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : 500}
        ta="right"
        style={{ fontVariantNumeric: 'tabular-nums' }}
      >
        ₹ {formatRupees(paise)}
      </Text>
    </Group>
  );
}
