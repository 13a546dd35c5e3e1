import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The question asked before a row is deleted; nothing is sent until Yes, delete. */
export function ConfirmDelete({
  opened,
  title,
  busy,
  onCancel,
  onConfirm,
  children,
}: {
  opened: boolean;
  title: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      {/* A div, so a question may hold a small table of what goes. */}
      <Text size="sm" component="div">
        {children} This cannot be undone.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button color="red" loading={busy} onClick={onConfirm}>
          Yes, delete
        </Button>
      </Group>
    </Modal>
  );
}
