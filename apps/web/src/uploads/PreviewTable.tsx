import { Badge, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { OK_STATUS, SAVED_STATUS, willBeSaved } from '@quaybook/contract';
import { useMemo, useState } from 'react';
import { cellText } from '../lists/table/cellText';
import type { TableColumn } from '../lists/table/ListTable';
import { ListTable } from '../lists/table/ListTable';
import { TableFooter } from '../lists/table/TableFooter';
import type { PreviewRow, UploadDeclaration, UploadPreview } from './uploadDeclaration';

const PAGE_SIZES = [20, 50, 100];
const STATUS_STYLE = { display: 'block', whiteSpace: 'normal' } as const;
const isSkipped = (row: PreviewRow) => !willBeSaved(row.Status) && row.Status !== SAVED_STATUS;
/** Saved, but with something a person should look at (a number that is a likely typo). */
const isWarned = (row: PreviewRow) => willBeSaved(row.Status) && row.Status !== OK_STATUS;

/**
 * The preview's columns: the contract row's keys in order; a skipped row reads in red, and the
 * Status of one saved with a warning in the warning colour.
 */
function previewColumns(declaration: UploadDeclaration): TableColumn<PreviewRow>[] {
  return Object.keys(declaration.row.shape).map((key) => ({
    key,
    title: key,
    align: declaration.figures?.includes(key) ? 'right' : undefined,
    sortable: false,
    render: (row) => {
      const value = cellText(row[key]);
      const skipped = isSkipped(row);
      // A row's reasons can be several: the Status wraps so each can be read whole.
      if (key === 'Status')
        return (
          <Text
            span
            inherit
            c={
              skipped
                ? 'red.8'
                : value === SAVED_STATUS
                  ? 'green.8'
                  : isWarned(row)
                    ? 'orange.8'
                    : undefined
            }
            miw={220}
            style={STATUS_STYLE}
          >
            {value}
          </Text>
        );
      return skipped ? (
        <Text span inherit c="red.8">
          {value}
        </Text>
      ) : (
        value
      );
    },
  }));
}

interface PreviewTableProps {
  declaration: UploadDeclaration;
  preview: UploadPreview;
  fileName: string;
  /** The rows a save answered: their counts are of rows saved, not rows that will be. */
  outcome?: boolean;
  /** What an empty table says. */
  emptyText?: string;
}

/**
 * A staged file as the server checked it: the counts over the whole file, then its rows with
 * each one's Status, a page at a time; 'Skipped only' leaves the rows that will not be saved.
 */
export function PreviewTable({
  declaration,
  preview,
  fileName,
  outcome,
  emptyText = 'The file has no rows',
}: PreviewTableProps) {
  const columns = useMemo(() => previewColumns(declaration), [declaration]);
  const serial = columns[0]?.key ?? 'Status';
  const [skippedOnly, setSkippedOnly] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 20);
  const rows = useMemo(
    () => (skippedOnly ? preview.list.filter(isSkipped) : preview.list),
    [preview.list, skippedOnly],
  );
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const cut = preview.total > preview.list.length;

  // No file yet: the table alone, saying it is empty.
  if (fileName === '')
    return (
      <Paper withBorder p="sm" radius="sm">
        <ListTable<PreviewRow>
          records={[]}
          idOf={(row) => String(row[serial])}
          columns={columns}
          emptyText={emptyText}
        />
      </Paper>
    );

  return (
    <Paper withBorder p="sm" radius="sm">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Group gap="xs" aria-label="Counts" role="group">
            <Text size="sm" fw={600} maw={360} truncate="end" title={fileName}>
              {fileName}
            </Text>
            <Badge variant="light" color="gray" data-testid="count-total">
              Total {preview.total}
            </Badge>
            <Badge variant="light" color="green" data-testid="count-ok">
              {outcome ? 'Saved' : 'OK'} {preview.ok}
            </Badge>
            <Badge
              variant="light"
              color={preview.skipped > 0 ? 'red' : 'gray'}
              data-testid="count-skipped"
            >
              Skipped {preview.skipped}
            </Badge>
          </Group>
          <Checkbox
            label="Skipped only"
            checked={skippedOnly}
            disabled={preview.skipped === 0}
            onChange={(event) => {
              setSkippedOnly(event.currentTarget.checked);
              setPage(1);
            }}
          />
        </Group>
        {cut && (
          <Text size="sm" c="dimmed">
            The preview shows the first {preview.list.length.toLocaleString('en-IN')} of{' '}
            {preview.total.toLocaleString('en-IN')} rows; the counts and Save cover them all.
          </Text>
        )}
        <ListTable<PreviewRow>
          records={shown}
          idOf={(row) => String(row[serial])}
          columns={columns}
          pinLast
          emptyText={skippedOnly ? 'No row is skipped' : emptyText}
        />
        <TableFooter
          page={Math.min(page, pages)}
          pages={pages}
          total={rows.length}
          pageSize={pageSize}
          sizes={PAGE_SIZES}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
        />
      </Stack>
    </Paper>
  );
}
