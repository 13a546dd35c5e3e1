import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';

/** One icon button of a row's Actions cell, named for assistive tech and hinted on hover. */
export function RowButton({
  tooltip,
  label,
  icon: Glyph,
  color,
  disabled = false,
  onClick,
}: {
  tooltip: string;
  label: string;
  icon: ComponentType<{ size?: number }>;
  color?: string | undefined;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <Tooltip label={tooltip}>
      <ActionIcon
        variant="subtle"
        color={color}
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        <Glyph size={16} />
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The Actions cell's buttons, side by side; at the cell's end where some rows put more before
 * them (a lock badge), so each button stays in one line down the rows.
 */
export function RowButtons({ children, atEnd = false }: { children: ReactNode; atEnd?: boolean }) {
  return (
    <Group gap={4} justify={atEnd ? 'flex-end' : 'center'} wrap="nowrap">
      {children}
    </Group>
  );
}

/** Save and Cancel of a row being added or edited. */
export function SaveCancelButtons({
  saving,
  onSave,
  onCancel,
}: {
  saving: boolean;
  onSave(): void;
  onCancel(): void;
}) {
  return (
    <RowButtons>
      <Tooltip label="Save (Enter)">
        <ActionIcon
          color="green"
          variant="light"
          aria-label="Save"
          loading={saving}
          onClick={onSave}
        >
          <IconCheck size={16} />
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Cancel (Esc)">
        <ActionIcon color="gray" variant="light" aria-label="Cancel" onClick={onCancel}>
          <IconX size={16} />
        </ActionIcon>
      </Tooltip>
    </RowButtons>
  );
}
