import { Anchor, Button, Text } from '@mantine/core';
import type { InspectionRow } from '@quaybook/contract';
import { Condition, formatDate } from '@quaybook/domain';
import { IconPhoto } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { textOf } from '../../lists/table/columns';
import type { TableColumn } from '../../lists/table/ListTable';
import { containerPagePath } from '../containerHistory/containerPagePath';
import { CopyCell } from './CopyCell';
import { inspectionColumns } from './inspectionList';

/** Cells a click copies (001 §2.7). */
const COPIED = new Set<keyof InspectionRow>([
  'applicantname',
  'accountname',
  'LocationName',
  'TLName',
  'filename',
]);

interface CellActions {
  onPhotos(row: InspectionRow): void;
  onDamages(row: InspectionRow): void;
}

const audit = (by: string | null, at: string | null) =>
  at ? `${by ?? '?'} ${formatDate(at, { time: true })}` : '';

/** Who recorded an inspection and who changed it last, and when: for admins (role 2). */
export const AUDIT_COLUMN: TableColumn<InspectionRow> = {
  key: 'audit',
  title: 'Created / Modified',
  sortable: false,
  maxWidth: 340,
  render: (row) =>
    [audit(row.cre_user, row.CreateDate), audit(row.modi_user, row.ModiDateTime)]
      .filter(Boolean)
      .join(' · '),
};

/**
 * The table's columns: the container number leads to its page, names a click copies, and the
 * photo count opens the viewer.
 */
export function inspectionTableColumns({
  onPhotos,
  onDamages,
}: CellActions): TableColumn<InspectionRow>[] {
  const shown = inspectionColumns.map((column) => {
    const base = {
      key: column.key,
      title: column.title,
      maxWidth: column.maxWidth,
      align: column.align,
      sortable: column.sort !== false,
    };
    let render = (row: InspectionRow): ReactNode => textOf(column, row);
    if (column.key === 'contnumber')
      render = (row) => (
        <Anchor component={Link} to={containerPagePath(row.contnumber)} fz="sm" ff="monospace">
          {row.contnumber}
        </Anchor>
      );
    else if (COPIED.has(column.key))
      render = (row) => <CopyCell text={textOf(column, row)} maxWidth={column.maxWidth ?? 160} />;
    else if (column.key === 'hasFiles')
      render = (row) =>
        row.hasFiles > 0 ? (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPhoto size={12} />}
            aria-label={`${row.hasFiles} photos of ${row.contnumber}`}
            onClick={() => onPhotos(row)}
          >
            {row.hasFiles}
          </Button>
        ) : (
          <Text span size="sm" c="dimmed">
            0
          </Text>
        );
    return { ...base, render };
  });
  // Only a damaged inspection has damage lines to list (001 §4).
  const damages: TableColumn<InspectionRow> = {
    key: 'damages',
    title: 'Damages',
    sortable: false,
    align: 'center',
    render: (row) =>
      row.conditionid === Condition.damage ? (
        <Button
          size="compact-xs"
          variant="light"
          color="orange"
          aria-label={`Damages of ${row.contnumber}`}
          onClick={() => onDamages(row)}
        >
          Damages
        </Button>
      ) : null,
  };
  return [...shown, damages];
}
