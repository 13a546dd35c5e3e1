import { Stack, Text } from '@mantine/core';
import { api, type InspectionRow, mayCall, REPORT_MESSAGES } from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDocumentViewer } from '../../documents';
import { useExport } from '../../lists/export/useExport';
import { ListLoadError, ListLoading } from '../../lists/screen/ListStatus';
import { ListToolbar } from '../../lists/screen/ListToolbar';
import { useScreenRows } from '../../lists/screen/useScreenRows';
import { ListTable } from '../../lists/table/ListTable';
import { SelectAllFound } from '../../lists/table/SelectAllFound';
import { TableFooter } from '../../lists/table/TableFooter';
import { useSelection } from '../../lists/table/useSelection';
import { useSession } from '../../session/useSession';
import { FilteredScreen } from '../reports/FilteredScreen';
import { tableColumns } from '../reports/tableColumns';
import {
  inspectionReportColumns,
  inspectionReportFilters,
  inspectionReportList,
  pagedSizeCounts,
} from './inspectionReportList';
import { ReportPrintBar } from './ReportPrintBar';

// Paged on the server in its own order (newest first): no header sorts, no search.
const SORTABLE: readonly string[] = [];
const idOf = (row: InspectionRow) => String(row.reportid);

/**
 * Inspection Report (001 §2.11): a party's inspections not yet on a report; the ticked ones are
 * printed under a new report number and its PDF shows embedded, and a report is reprinted by its
 * number. Print, Reprint and the export are an admin's (the server refuses others too).
 */
export default function InspectionReportScreen() {
  const queryClient = useQueryClient();
  const session = useSession();
  // Printing and reprinting are an administrator's calls: offered to whom their access lets in.
  const admin = mayCall(api.report.generate.access, session);
  const { state, filters, view, rows } = useScreenRows(
    inspectionReportList,
    inspectionReportColumns,
    SORTABLE,
  );
  const selection = useSelection(filters.scope);
  const { openDocument, viewer } = useDocumentViewer();
  const exportRows = useExport(inspectionReportList, inspectionReportColumns, view, rows.everyRow);
  const columns = useMemo(() => tableColumns(inspectionReportColumns), []);
  const shownIds = rows.pageRows.map(idOf);
  const checked = [...selection.selection].map(Number);

  const table = (() => {
    if (rows.status === 'pending') return <ListLoading text="Loading inspections..." />;
    if (rows.error)
      return (
        <ListLoadError
          title={REPORT_MESSAGES.loadError}
          message={rows.error.message}
          onRetry={rows.retry}
        />
      );
    return (
      <Stack gap="xs">
        <SelectAllFound
          allShownTicked={selection.shownState(shownIds) === 'all'}
          shown={shownIds.length}
          total={rows.total}
          selected={selection.count}
          everyId={async () => (await rows.everyRow()).map(idOf)}
          onAdd={selection.add}
          onClear={selection.clear}
        />
        <ListTable<InspectionRow>
          records={rows.pageRows}
          idOf={idOf}
          columns={columns}
          selection={{ rows: selection, isSelectable: () => true, nameOf: (r) => r.contnumber }}
          emptyText="No inspections waiting for a report"
        />
        <TableFooter
          page={rows.page}
          pages={rows.pages}
          total={rows.total}
          pageSize={state.pageSize}
          selected={selection.count}
          counts={pagedSizeCounts(rows.extra)}
          onPage={state.setPage}
          onPageSize={state.setPageSize}
        />
      </Stack>
    );
  })();

  return (
    <>
      <FilteredScreen
        title={inspectionReportList.title}
        spec={inspectionReportFilters}
        filters={filters}
        count={rows.status === 'ready' ? rows.total : undefined}
      >
        {admin ? (
          <ReportPrintBar
            checked={checked}
            onGenerated={async (pdf) => {
              // The printed rows are on a report now and leave the list.
              selection.clear();
              void openDocument(api.report.pdf, pdf.filename, `Report ${pdf.rptno}`);
              await queryClient.invalidateQueries({ queryKey: rows.queryKey });
            }}
            onReprinted={(pdf) =>
              void openDocument(api.report.pdf, pdf.filename, `Report ${pdf.rptno}`)
            }
          />
        ) : (
          <Text size="sm" c="dimmed">
            Printing reports is for admins.
          </Text>
        )}
        <ListToolbar
          onExport={admin ? (kind) => void exportRows(kind) : undefined}
          exportKinds={['csv']}
        />
        {table}
      </FilteredScreen>
      {viewer}
    </>
  );
}
