import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { LIST_PAGER, type PagerRule, pagerWindow } from '@quaybook/domain';
import { PAGE_SIZES } from '../query/listState';

interface PagerProps {
  page: number;
  pages: number;
  total: number;
  pageSize: number;
  rule?: PagerRule;
  onPage(page: number): void;
  onPageSize(size: number): void;
}

export function Pager({
  page,
  pages,
  total,
  pageSize,
  rule = LIST_PAGER,
  onPage,
  onPageSize,
}: PagerProps) {
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
          data={PAGE_SIZES.map(String)}
          onChange={(value) => onPageSize(Number(value))}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {first}–{last} of {total}
        </Text>
      </Group>
      <Group gap={4} component="nav" aria-label="Pages">
        <Button
          size="compact-sm"
          variant="default"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        {pagerWindow(page, pages, rule).map((slot, index) =>
          slot === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <Text key={`gap-${index}`} size="sm" c="dimmed" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <Button
              key={slot}
              size="compact-sm"
              miw={30}
              variant={slot === page ? 'filled' : 'default'}
              aria-current={slot === page ? 'page' : undefined}
              aria-label={`Page ${slot}`}
              onClick={() => onPage(slot)}
            >
              {slot}
            </Button>
          ),
        )}
        <Button
          size="compact-sm"
          variant="default"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </Group>
    </Group>
  );
}
