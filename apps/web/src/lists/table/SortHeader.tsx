import { Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowsSort, IconArrowUp } from '@tabler/icons-react';

interface SortHeaderProps {
  title: string;
  hint?: string | undefined;
  position: number;
  direction: 'asc' | 'desc' | undefined;
  showPosition: boolean;
  onClick(): void;
}

/** A column header that sorts by the column; its number shows its place among several sorts. */
export function SortHeader({
  title,
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
        {/* A long title wraps onto a second line rather than being cut off. */}
        <span style={{ whiteSpace: 'normal' }}>{title}</span>
        {/* The arrow keeps its size beside a title that wraps in a narrow column. */}
        <Icon size={14} opacity={direction ? 1 : 0.35} style={{ flexShrink: 0 }} />
        {direction && showPosition && (
          <Text span fz={10} c="dimmed">
            {position + 1}
          </Text>
        )}
      </Group>
    </UnstyledButton>
  );
  return hint ? (
    <Tooltip label={hint} withArrow openDelay={300}>
      {button}
    </Tooltip>
  ) : (
    button
  );
}
