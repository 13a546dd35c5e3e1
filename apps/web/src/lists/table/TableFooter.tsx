import { Divider, Group, SegmentedControl, Text } from '@mantine/core';
import type { PagerRule } from '@quaybook/domain';
import { PAGE_SIZES } from '../query/listState';
import { Pager } from './Pager';

/** A count a screen adds to its table's foot: '20 ft 12'. */
export interface FooterCount {
  label: string;
  value: number;
}

interface TableFooterProps {
  page: number;
  pages: number;
  /** The rows matching the filter and search, on every page. */
  total: number;
  pageSize: number;
  rule?: PagerRule | undefined;
  /** The page sizes offered, when a screen's differ from the lists' 10, 20, 30. */
  sizes?: readonly number[] | undefined;
  /** How many rows are ticked, on tables with ticks. */
  selected?: number | undefined;
  counts?: readonly FooterCount[] | undefined;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

/** Under the table: rows per page, which rows of how many are shown, counts, and the pages. */
export function TableFooter({
  page,
  pages,
  total,
  pageSize,
  rule,
  sizes = PAGE_SIZES,
  selected,
  counts = [],
  onPage,
  onPageSize,
}: TableFooterProps) {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          Rows per page
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Rows per page"
          value={String(pageSize)}
          data={sizes.map(String)}
          onChange={(value) => onPageSize(Number(value))}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {first}–{last} of {total}
        </Text>
        {selected !== undefined && (
          <>
            <Divider orientation="vertical" />
            <Text
              size="sm"
              fw={selected > 0 ? 600 : undefined}
              c={selected > 0 ? undefined : 'dimmed'}
            >
              {selected} selected
            </Text>
          </>
        )}
        {counts.map((count) => (
          <Group key={count.label} gap={6}>
            <Divider orientation="vertical" />
            <Text size="sm" c="dimmed">
              {count.label}
            </Text>
            <Text size="sm" fw={600}>
              {count.value}
            </Text>
          </Group>
        ))}
      </Group>
      <Pager page={page} pages={pages} {...(rule ? { rule } : {})} onPage={onPage} />
    </Group>
  );
}
