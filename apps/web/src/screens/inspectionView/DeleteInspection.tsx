import { Table } from '@mantine/core';
import { api, INSPECTION_MESSAGES, type InspectionRow } from '@quaybook/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { ConfirmDelete } from '../../lists/rows/ConfirmDelete';
import { notify } from '../../notify';
import { inspectedAt } from './inspectionList';

/** The delete question of 001 §2.7 (Container, Movement, Date), then POST /delete_transaction. */
export function DeleteInspection({
  row,
  onClose,
  onDeleted,
}: {
  row: InspectionRow | null;
  onClose(): void;
  onDeleted(row: InspectionRow): Promise<void>;
}) {
  const remove = useMutation({
    mutationFn: (gone: InspectionRow) =>
      call(api.inspection.remove, { body: { reportid: gone.reportid } }),
    onSuccess: async (_, gone) => {
      notify.success(INSPECTION_MESSAGES.deleted);
      onClose();
      await onDeleted(gone);
    },
    // A locked inspection is refused with the server's reason.
    onError: (error) => notify.error(failureMessage(error, INSPECTION_MESSAGES.deleteError)),
  });
  return (
    <ConfirmDelete
      opened={row !== null}
      title="Delete Inspection"
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() => row && remove.mutate(row)}
    >
      Delete this inspection?
      {row && (
        <Table my="xs" withRowBorders={false} verticalSpacing={2} aria-label="Inspection to delete">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={110}>Container</Table.Th>
              <Table.Td>{row.contnumber}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Movement</Table.Th>
              <Table.Td>{row.MovementName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Date</Table.Th>
              <Table.Td>{inspectedAt(row)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </ConfirmDelete>
  );
}
