import { Button, Group, Tooltip } from '@mantine/core';
import type { ReportRow } from '@quaybook/contract';
import { IconEdit, IconFileTypePdf, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { reportLock } from './reportLock';

interface ReportActionsProps {
  row: ReportRow;
  onView(): void;
  onEdit(): void;
  onAdd(): void;
}

/** A locked action says why on hover (a disabled button takes no pointer, its wrapper does). */
function Locked({ reason, children }: { reason: string | undefined; children: ReactNode }) {
  if (!reason) return children;
  return (
    <Tooltip label={reason} withArrow multiline maw={260}>
      <span>{children}</span>
    </Tooltip>
  );
}

/** View PDF, Edit and Add of a report; Edit and Add are locked while it is on a bill. */
export function ReportActions({ row, onView, onEdit, onAdd }: ReportActionsProps) {
  const lock = reportLock(row);
  return (
    <Group gap={4} wrap="nowrap">
      <Button
        size="compact-xs"
        variant="light"
        leftSection={<IconFileTypePdf size={12} />}
        disabled={!row.filename}
        onClick={onView}
      >
        View PDF
      </Button>
      <Locked reason={lock}>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconEdit size={12} />}
          disabled={lock !== undefined}
          aria-label={`Edit report ${row.rptno}`}
          onClick={onEdit}
        >
          Edit
        </Button>
      </Locked>
      <Locked reason={lock}>
        <Button
          size="compact-xs"
          variant="light"
          leftSection={<IconPlus size={12} />}
          disabled={lock !== undefined}
          aria-label={`Add to report ${row.rptno}`}
          onClick={onAdd}
        >
          Add
        </Button>
      </Locked>
    </Group>
  );
}
