import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { type FilterAction, FilterBar } from '../filters/FilterBar';
import type { FilterBarSpec } from '../filters/filterSpec';
import type { FilterValues } from '../filters/filterValues';

interface FilteredListViewProps {
  title: string;
  spec: FilterBarSpec;
  /** The applied filters, and what applies the bar's values (a list's `show`). */
  filters: { values: FilterValues; query: unknown };
  onApply(values: FilterValues): void;
  /** The rows found, beside the title once known. */
  count?: number | undefined;
  /** A line beside the title (what the list holds). */
  note?: ReactNode;
  /** The submit is busy while the rows it asked for load. */
  busy?: boolean;
  /** Further buttons of the bar, run with its checked values. */
  actions?: readonly FilterAction[];
  /** The screen's own tools between the bar and the rows (a bill number's Re-generate). */
  tools?: ReactNode;
  /** The list body and its toolbar, once the filters are applied. */
  children: ReactNode;
}

/**
 * A filter-then-table screen: its title, its declared filter bar and tools, then the prompt until
 * the filters are applied and the list body after. Dialogs go beside it, outside.
 */
export function FilteredListView({
  title,
  spec,
  filters,
  onApply,
  count,
  note,
  busy,
  actions,
  tools,
  children,
}: FilteredListViewProps) {
  return (
    <Stack gap="sm">
      <Group gap="xs" align="baseline">
        <Title order={3}>{title}</Title>
        {filters.query !== undefined && count !== undefined && (
          <Badge variant="light" color="gray">
            {count}
          </Badge>
        )}
        {note && (
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        )}
      </Group>
      <FilterBar
        spec={spec}
        values={filters.values}
        onApply={onApply}
        busy={busy}
        actions={actions}
      />
      {tools}
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
