import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { FilterBar } from '../../lists/filters/FilterBar';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import type { FilterValues } from '../../lists/filters/filterValues';

interface FilteredScreenProps {
  title: string;
  spec: FilterBarSpec;
  filters: { values: FilterValues; query: unknown; apply(values: FilterValues): void };
  /** The rows found, once they are loaded. */
  count: number | undefined;
  /** The table and its tools, once the filters are applied. */
  children: ReactNode;
}

/** A report screen: its title and count, its filter bar, then the prompt or what they found. */
export function FilteredScreen({ title, spec, filters, count, children }: FilteredScreenProps) {
  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={3}>{title}</Title>
        {filters.query !== undefined && count !== undefined && (
          <Badge variant="light" color="gray">
            {count}
          </Badge>
        )}
      </Group>
      <FilterBar spec={spec} values={filters.values} onApply={filters.apply} />
      {filters.query === undefined ? (
        <Text size="sm" c="dimmed">
          {spec.prompt}
        </Text>
      ) : (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="sm">{children}</Stack>
        </Paper>
      )}
    </Stack>
  );
}
