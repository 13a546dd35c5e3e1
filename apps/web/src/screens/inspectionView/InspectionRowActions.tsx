import { Badge, Tooltip } from '@mantine/core';
import type { InspectionRow } from '@quaybook/contract';
import { Condition, lockMessage } from '@quaybook/domain';
import { IconCalculator, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { RowButton, RowButtons } from '../../lists/table/RowButtons';

/** Why an inspection on a survey report or a bill cannot be changed; undefined when it can. */
export const lockOf = (row: InspectionRow) =>
  lockMessage({ containerNumber: row.contnumber, reportNo: row.rptno, billNo: row.billno });

/** The report or bill that holds a locked inspection, as its badge names it. */
const lockLabel = (row: InspectionRow) => (row.billno ? `Bill ${row.billno}` : `Rpt ${row.rptno}`);

const LOCK_BADGE = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'left', lineHeight: 1.3 },
} as const;

/**
 * Edit and Delete of an inspection; a locked one shows what holds it (its bill or report number)
 * and offers neither. A damaged one offers Create estimate, which the server may still refuse.
 */
export function InspectionRowActions({
  row,
  onEdit,
  onDelete,
  onEstimate,
}: {
  row: InspectionRow;
  onEdit(): void;
  onDelete(): void;
  onEstimate?: (() => void) | undefined;
}) {
  const lock = lockOf(row);
  return (
    <RowButtons atEnd>
      {lock && (
        <Tooltip label={lock} multiline w={260}>
          <Badge
            variant="light"
            color={row.billno ? 'grape' : 'orange'}
            leftSection={<IconLock size={12} />}
            aria-label={lock}
            tt="none"
            // The number whole, on two lines if the column is narrow: never cut.
            styles={LOCK_BADGE}
          >
            {lockLabel(row)}
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
      {onEstimate && row.conditionid === Condition.damage && (
        <RowButton
          tooltip="Create estimate"
          label={`Create estimate of ${row.contnumber}`}
          icon={IconCalculator}
          onClick={onEstimate}
        />
      )}
    </RowButtons>
  );
}

// The two buttons and the cell's padding, and a damaged row's third (Create estimate); a badge's
// character at the badge's 11 px font, and its lock icon and padding.
const BUTTONS_WIDTH = 84;
const BUTTON_WIDTH = 28;
const BADGE_CHARACTER = 7;
const BADGE_ROOM = 40;

/** The Actions column's width: room for the longest lock badge shown, on one line. */
export function actionsWidth(rows: readonly InspectionRow[]): number {
  const longest = Math.max(0, ...rows.map((row) => (lockOf(row) ? lockLabel(row).length : 0)));
  const buttons =
    BUTTONS_WIDTH + (rows.some((row) => row.conditionid === Condition.damage) ? BUTTON_WIDTH : 0);
  return longest === 0 ? buttons : buttons + BADGE_ROOM + longest * BADGE_CHARACTER;
}
