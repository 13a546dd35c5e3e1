import { Alert, Button, Group, Modal, Table, Text } from '@mantine/core';
import type { StaleEdit } from './editConflict';

/**
 * Says who changed the record since the form opened and what they changed, field by field;
 * Reload takes their values and keeps what this person typed elsewhere, to be saved again.
 */
export function EditConflictDialog({
  stale,
  onDiscard,
}: {
  stale: StaleEdit | null;
  /** Leaves the edit: the form closes with the stored record as it is. */
  onDiscard(): void;
}) {
  const both = stale?.changed.some((field) => 'mine' in field) ?? false;
  return (
    <Modal
      opened={stale !== null}
      onClose={onDiscard}
      title="Changed since you opened it"
      size="lg"
      centered
      // Above the edit form it answers.
      zIndex={400}
    >
      {stale && (
        <>
          <Alert color="orange" variant="light" mb="sm">
            {stale.message} Nothing of yours was saved.
          </Alert>
          {stale.changed.length > 0 ? (
            <Table withTableBorder striped fz="sm" mb="sm" aria-label="Fields changed meanwhile">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>When you opened it</Table.Th>
                  <Table.Th>Now</Table.Th>
                  {both && <Table.Th>You typed</Table.Th>}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {stale.changed.map((field) => (
                  <Table.Tr key={field.label}>
                    <Table.Td>{field.label}</Table.Td>
                    <Table.Td>{field.was}</Table.Td>
                    <Table.Td fw={600}>{field.now}</Table.Td>
                    {both && <Table.Td>{field.mine ?? ''}</Table.Td>}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" mb="sm">
              None of the fields of this form changed.
            </Text>
          )}
          <Text size="sm">
            Reload takes these values and keeps what you typed in the other fields
            {both ? '; type yours again where you want them to stand' : ''}. Then save again.
          </Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onDiscard}>
              Discard my changes
            </Button>
            <Button data-autofocus onClick={stale.reload}>
              Reload, keeping my changes
            </Button>
          </Group>
        </>
      )}
    </Modal>
  );
}
