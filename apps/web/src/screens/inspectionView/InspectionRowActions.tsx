import { Badge, Tooltip } from '@mantine/core';
import type { InspectionRow } from '@quaybook/contract';
import { lockMessage } from '@quaybook/domain';
import { IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { RowButton, RowButtons } from '../../lists/table/RowButtons';

/** Why an inspection on a survey report or a bill cannot be changed; undefined when it can. */
export const lockOf = (row: InspectionRow) =>
  lockMessage({ containerNumber: row.contnumber, reportNo: row.rptno, billNo: row.billno });

/**
 * Edit and Delete of an inspection; a locked one shows what holds it (its bill or report number)
 * and offers neither.
 */
export function InspectionRowActions({
  row,
  onEdit,
  onDelete,
}: {
  row: InspectionRow;
  onEdit(): void;
  onDelete(): void;
}) {
  const lock = lockOf(row);
  return (
    <RowButtons>
      {lock && (
        <Tooltip label={lock} multiline w={260}>
          <Badge
            variant="light"
            color={row.billno ? 'grape' : 'orange'}
            leftSection={<IconLock size={12} />}
            aria-label={lock}
          >
            {row.billno ? `Bill ${row.billno}` : `Rpt ${row.rptno}`}
          </Badge>
        </Tooltip>
      )}
      <RowButton
        tooltip={lock ?? 'Edit'}
        label={`Edit ${row.contnumber}`}
        icon={IconPencil}
        disabled={lock !== undefined}
        onClick={onEdit}
      />
      <RowButton
        tooltip={lock ?? 'Delete'}
        label={`Delete ${row.contnumber}`}
        icon={IconTrash}
        color="red"
        disabled={lock !== undefined}
        onClick={onDelete}
      />
    </RowButtons>
  );
}
