import { Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';

interface SortHeaderProps {
  title: string;
  /** Shown instead of a long title, which then shows on hover. */
  short?: string | undefined;
  hint?: string | undefined;
  position: number;
  direction: 'asc' | 'desc' | undefined;
  showPosition: boolean;
  onClick(): void;
}

/** A column header that sorts by the column; its number shows its place among several sorts. */
export function SortHeader({
  title,
  short,
  hint,
  position,
  direction,
  showPosition,
  onClick,
}: SortHeaderProps) {
  const Icon =
    direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  const button = (
    <UnstyledButton
      onClick={onClick}
      fw={600}
      fz="sm"
      aria-label={`Sort by ${title}`}
      data-sort={direction ?? 'none'}
    >
      <Group gap={4} wrap="nowrap">
        <span style={{ whiteSpace: 'nowrap' }}>{short ?? title}</span>
        <Icon size={14} opacity={direction ? 1 : 0.35} style={{ flexShrink: 0 }} />
        {direction && showPosition && (
          <Text span fz={10} c="dimmed">
            {position + 1}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
  const hover = short ? title : hint;
  return hover ? (
    <Tooltip label={hover} withArrow openDelay={300}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
