import { Button, Group, Text } from '@mantine/core';
import { LIST_PAGER, type PagerRule, pagerWindow } from '@quaybook/domain';

interface PagerProps {
  page: number;
  pages: number;
  rule?: PagerRule;
  onPage(page: number): void;
}

/** Previous, the spec's window of page numbers, Next. */
export function Pager({ page, pages, rule = LIST_PAGER, onPage }: PagerProps) {
  return (
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
  );
}
