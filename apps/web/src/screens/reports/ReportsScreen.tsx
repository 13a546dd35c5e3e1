import { api, REPORT_MESSAGES, type ReportRow } from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDocumentViewer } from '../../documents';
import { useExport } from '../../lists/export/useExport';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import { ListToolbar } from '../../lists/screen/ListToolbar';
import { useScreenRows } from '../../lists/screen/useScreenRows';
import { AddInspectionsModal } from './AddInspectionsModal';
import { EditReportModal } from './EditReportModal';
import { ReportActions } from './ReportActions';
import { REPORT_PAGE_SIZES, reportColumns, reportList, reportListFilters } from './reportList';
import { tableColumns } from './tableColumns';

// Paged on the server in its own order (newest first): no header sorts, no search.
const SORTABLE: readonly string[] = [];

/**
 * Report List and Reports (001 §2.10, 002 §2.2): one screen at both routes. The reports the
 * filters find, each with its PDF, and Edit (clear an inspection off it) and Add (put more on it)
 * while it is not on a bill.
 */
export default function ReportsScreen({ title }: { title: string }) {
  const queryClient = useQueryClient();
  const { state, filters, view, rows } = useScreenRows(reportList, reportColumns, SORTABLE);
  const exportRows = useExport(reportList, reportColumns, view, rows.everyRow);
  const { openDocument, viewer } = useDocumentViewer();
  const [editing, setEditing] = useState<ReportRow | null>(null);
  const [adding, setAdding] = useState<ReportRow | null>(null);
  const columns = useMemo(() => tableColumns(reportColumns), []);
  const reload = () => queryClient.invalidateQueries({ queryKey: rows.queryKey });

  return (
    <>
      <FilteredListView
        title={title}
        spec={reportListFilters}
        filters={filters}
        onApply={filters.apply}
        count={rows.status === 'ready' ? rows.total : undefined}
      >
        <ListToolbar onExport={(kind) => void exportRows(kind)} />
        <ListBody<ReportRow>
          rows={rows}
          loading="Loading reports..."
          loadError={(error) => ({ title: REPORT_MESSAGES.loadError, message: error.message })}
          table={{
            idOf: (row) => String(row.reportid),
            columns,
            actions: {
              width: 236,
              render: (row) => (
                <ReportActions
                  row={row}
                  onView={() =>
                    row.filename &&
                    void openDocument(api.report.pdf, row.filename, `Report ${row.rptno}`)
                  }
                  onEdit={() => setEditing(row)}
                  onAdd={() => setAdding(row)}
                />
              ),
            },
            emptyText: 'No reports found',
          }}
          footer={{
            pageSize: state.pageSize,
            sizes: REPORT_PAGE_SIZES,
            onPage: state.setPage,
            onPageSize: state.setPageSize,
          }}
        />
      </FilteredListView>
      <EditReportModal
        report={editing}
        onClose={() => setEditing(null)}
        onChanged={() => void reload()}
      />
      <AddInspectionsModal
        report={adding}
        onClose={() => setAdding(null)}
        onChanged={() => void reload()}
      />
      {viewer}
    </>
  );
}
