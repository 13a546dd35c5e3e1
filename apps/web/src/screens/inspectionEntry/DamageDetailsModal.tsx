import { Button, Group, Modal, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type DamageLineDraft, DamageLineEditor } from '../../inspections';

interface DamageDetailsModalProps {
  opened: boolean;
  containerNumber: string;
  lines: readonly DamageLineDraft[];
  onLinesChange(lines: DamageLineDraft[]): void;
  /** Saves the inspection with its lines. */
  onDone(): void;
  onClose(): void;
  saving: boolean;
}

/**
 * The Damage Details overlay of an entry: lines are collected here and saved with the
 * inspection when Done is pressed. Escape closes it and keeps the lines for when it reopens.
 */
export function DamageDetailsModal({
  opened,
  containerNumber,
  lines,
  onLinesChange,
  onDone,
  onClose,
  saving,
}: DamageDetailsModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Damage Details: ${containerNumber}`}
      size="min(1180px, 96vw)"
      // The first field of the line takes focus, so the lines are typed at once.
      trapFocus
    >
      <DamageLineEditor
        lines={lines}
        busy={saving}
        onSave={(line, index) => {
          onLinesChange(
            index === null
              ? [...lines, line]
              : lines.map((kept, at) => (at === index ? line : kept)),
          );
          return true;
        }}
        onRemove={(index) => onLinesChange(lines.filter((_, at) => at !== index))}
      />
      <Group justify="space-between" mt="md">
        <Text size="xs" c="dimmed">
          Enter adds the line · Esc closes and keeps the lines
        </Text>
        <Group gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            leftSection={<IconCheck size={16} />}
            disabled={lines.length === 0}
            loading={saving}
            onClick={onDone}
          >
            Done ({lines.length})
          </Button>
        </Group>
      </Group>
    </Modal>
  );
}
