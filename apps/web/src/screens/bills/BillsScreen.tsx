import { Paper, SegmentedControl, Stack } from '@mantine/core';
import { api, type BillRow } from '@quaybook/contract';
import { IconFileTypePdf, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentViewer } from '../../documents';
import { useExport } from '../../lists/export/useExport';
import { FilterBar } from '../../lists/filters/FilterBar';
import { ListToolbar } from '../../lists/screen/ListToolbar';
import { useScreenRows } from '../../lists/screen/useScreenRows';
import { ListTable } from '../../lists/table/ListTable';
import { RowButton, RowButtons } from '../../lists/table/RowButtons';
import { plainColumns } from '../billGenerate/plainColumns';
import { billColumns, billFilters, billList } from './billsList';
import { EditBillModal } from './EditBillModal';
import { IrnBadge } from './IrnBadge';
import { RepairBills } from './RepairBills';
import { CountedTitle, RowsFrame } from './RowsFrame';

// Paged on the server in its own order (newest first): no header sorts, no search.
const SORTABLE: readonly string[] = [];
// The IRN column marks a registered bill; the IRN itself shows on hover.
const TABLE_COLUMNS = plainColumns(billColumns).map((column) =>
  column.key === 'irn'
    ? {
        ...column,
        render: (bill: BillRow) => <IrnBadge irn={bill.irn} />,
      }
    : column,
);

const KINDS = [
  { value: 'survey', label: 'Survey bills' },
  { value: 'repair', label: 'Repair bills' },
];

/**
 * Bills: survey bills and, beside them, repair bills, the choice kept in the link (`kind`) so
 * that back and reload show the same list; the party and dates filters carry over.
 */
export default function BillsScreen() {
  const [params, setParams] = useSearchParams();
  const kind = params.get('kind') === 'repair' ? 'repair' : 'survey';
  return (
    <Stack gap="xs">
      <SegmentedControl
        size="xs"
        w={240}
        data={KINDS}
        value={kind}
        aria-label="Kind of bill"
        onChange={(value) =>
          setParams((previous) => {
            const next = new URLSearchParams(previous);
            if (value === 'repair') next.set('kind', 'repair');
            else next.delete('kind');
            next.delete('page');
            return next;
          })
        }
      />
      {kind === 'repair' ? <RepairBills /> : <SurveyBills />}
    </Stack>
  );
}

/**
 * Bills (001 §2.13): the bills the filters find, each with its PDF and the edit overlay; the
 * amounts in rupees, right-aligned.
 */
function SurveyBills() {
  const queryClient = useQueryClient();
  const { state, filters, view, rows } = useScreenRows(billList, billColumns, SORTABLE);
  const { openDocument, viewer } = useDocumentViewer();
  const [editing, setEditing] = useState<string | null>(null);
  const exportRows = useExport(billList, billColumns, view, rows.everyRow);
  const reload = () => queryClient.invalidateQueries({ queryKey: rows.queryKey });
  const edited = editing ? rows.pageRows.find((bill) => bill.billno === editing) : undefined;

  const table = (
    <RowsFrame
      rows={rows}
      state={state}
      loading="Loading bills…"
      loadError={billList.entity.messages.loadError}
    >
      <ListTable<BillRow>
        records={rows.pageRows}
        idOf={(bill) => String(bill.autoid)}
        columns={TABLE_COLUMNS}
        actions={{
          width: 84,
          render: (bill) => (
            <RowButtons>
              <RowButton
                tooltip={bill.filename ? 'View PDF' : 'No PDF yet'}
                label={`View PDF of bill ${bill.billno}`}
                icon={IconFileTypePdf}
                disabled={!bill.filename}
                onClick={() =>
                  bill.filename &&
                  void openDocument(api.bill.pdf, bill.filename, `Bill ${bill.billno}`)
                }
              />
              <RowButton
                tooltip="Edit"
                label={`Edit bill ${bill.billno}`}
                icon={IconPencil}
                onClick={() => setEditing(bill.billno)}
              />
            </RowButtons>
          ),
        }}
        onRowDoubleClick={(bill) => setEditing(bill.billno)}
        emptyText="No bills found"
      />
    </RowsFrame>
  );

  return (
    <Stack gap="sm">
      <CountedTitle
        title={billList.title}
        count={filters.query && rows.status === 'ready' ? rows.total : undefined}
      />
      <FilterBar spec={billFilters} values={filters.values} onApply={filters.apply} />
      <Paper withBorder p="sm" radius="sm">
        <Stack gap="sm">
          <ListToolbar onExport={(kind) => void exportRows(kind)} exportKinds={['csv']} />
          {table}
        </Stack>
      </Paper>
      {edited && (
        <EditBillModal bill={edited} onClose={() => setEditing(null)} onChanged={reload} />
      )}
      {viewer}
    </Stack>
  );
}
