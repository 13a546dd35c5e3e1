import { Button, Group, Modal, type ModalProps } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';

interface FormModalProps {
  opened: boolean;
  title: string;
  size?: ModalProps['size'];
  /** The submit button's label and colour: 'Save', or the action's own ('Deactivate', red). */
  submit: { label: string; color?: string | undefined };
  busy: boolean;
  onSubmit(): void;
  onClose(): void;
  /** The form's inputs; they take `submitOnEnter` as their key handler. */
  children(submitOnEnter: (event: KeyboardEvent) => void): ReactNode;
}

/** A form in an overlay: its inputs, then Cancel and the submit button; Enter in an input submits. */
export function FormModal({
  opened,
  title,
  size,
  submit,
  busy,
  onSubmit,
  onClose,
  children,
}: FormModalProps) {
  const submitOnEnter = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Enter in an open dropdown picks an option; elsewhere in an input it submits.
    if (event.key !== 'Enter' || target.getAttribute('aria-expanded') === 'true') return;
    if (target.tagName !== 'INPUT') return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size={size} centered={!size}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        {children(submitOnEnter)}
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} color={submit.color}>
            {submit.label}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
