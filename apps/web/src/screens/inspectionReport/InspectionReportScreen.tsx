import { Text } from '@mantine/core';
import { api, type InspectionRow, mayCall, REPORT_MESSAGES } from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useDocumentViewer } from '../../documents';
import { useExport } from '../../lists/export/useExport';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import { ListToolbar } from '../../lists/screen/ListToolbar';
import { useScreenRows } from '../../lists/screen/useScreenRows';
import { useSelection } from '../../lists/table/useSelection';
import { useSession } from '../../session/useSession';
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
  const checked = [...selection.selection].map(Number);

  return (
    <>
      <FilteredListView
        title={inspectionReportList.title}
        spec={inspectionReportFilters}
        filters={filters}
        onApply={filters.apply}
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
        <ListBody<InspectionRow>
          rows={rows}
          loading="Loading inspections..."
          loadError={(error) => ({ title: REPORT_MESSAGES.loadError, message: error.message })}
          selectAll={{ selection, idOf, everyRow: rows.everyRow }}
          table={{
            idOf,
            columns,
            selection: { rows: selection, isSelectable: () => true, nameOf: (r) => r.contnumber },
            emptyText: 'No inspections waiting for a report',
          }}
          footer={{
            pageSize: state.pageSize,
            selected: selection.count,
            counts: pagedSizeCounts(rows.extra),
            onPage: state.setPage,
            onPageSize: state.setPageSize,
          }}
        />
      </FilteredListView>
      {viewer}
    </>
  );
}
