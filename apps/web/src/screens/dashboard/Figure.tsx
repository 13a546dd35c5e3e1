import { Anchor, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** One figure of the dashboard: its count as a link to the list that shows what it counts. */
export function Figure({
  label,
  value,
  to,
  detail,
}: {
  label: string;
  value: ReactNode;
  to: string;
  detail?: string;
}) {
  return (
    <Paper withBorder radius="sm" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Anchor component={Link} to={to} fz={24} fw={700} lh={1.3} aria-label={label}>
        {value}
      </Anchor>
      {detail !== undefined ? (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Paper>
  );
}

/** A count in a table cell, linked to its list; a zero is plain. */
export function CountLink({ count, to, label }: { count: number; to: string; label: string }) {
  if (count === 0)
    return (
      <Text span c="dimmed">
        0
      </Text>
    );
  return (
    <Anchor component={Link} to={to} aria-label={label}>
      {count.toLocaleString('en-IN')}
    </Anchor>
  );
}
