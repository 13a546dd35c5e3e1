import { Button, Group, Modal, Text } from '@mantine/core';
import { FORM_MESSAGES } from '@quaybook/contract';
import { useLeaveGuard } from './useLeaveGuard';

/** Asks before the user leaves a page while `dirty` (typed data not saved). */
export function LeaveDialog({ dirty }: { dirty: boolean }) {
  const question = useLeaveGuard(dirty);
  return (
    <Modal opened={question.asking} onClose={question.stay} title="Unsaved entry" centered>
      <Text size="sm">{FORM_MESSAGES.leaveUnsaved}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={question.stay} data-autofocus>
          Stay
        </Button>
        <Button color="red" onClick={question.leave}>
          Leave
        </Button>
      </Group>
    </Modal>
  );
}
