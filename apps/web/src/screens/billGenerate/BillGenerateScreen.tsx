import { Group, Paper, Stack, Text } from '@mantine/core';
import { api, BILL_MESSAGES, type BillRow, type ReportRow } from '@quaybook/contract';
import { formatRupees } from '@quaybook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { useDocumentViewer } from '../../documents';
import { useExport } from '../../lists/export/useExport';
import { FilterBar } from '../../lists/filters/FilterBar';
import { ListToolbar } from '../../lists/screen/ListToolbar';
import { useScreenRows } from '../../lists/screen/useScreenRows';
import { ListTable } from '../../lists/table/ListTable';
import { RowButtons } from '../../lists/table/RowButtons';
import { useSelection } from '../../lists/table/useSelection';
import { PdfButton } from '../bills/PdfButton';
import { CountedTitle, RowsFrame } from '../bills/RowsFrame';
import { pagedSizeCounts } from '../inspectionReport/inspectionReportList';
import { BillNumberTools } from './BillNumberTools';
import { billGenerateFilters, billGenerateList, unbilledColumns } from './billGenerateList';
import { PrintBar } from './PrintBar';
import { plainColumns } from './plainColumns';

// Paged on the server in its own order (newest first): no header sorts, no search.
const SORTABLE: readonly string[] = [];
const TABLE_COLUMNS = plainColumns(unbilledColumns);
const idOf = (row: ReportRow) => String(row.reportid);

/**
 * Bill Generate (002 §2.2): a party's reports not yet billed; the checked ones become one tax
 * invoice on Print, whose PDF then shows. Below, the tools that act on a bill by its number.
 */
export default function BillGenerateScreen() {
  const queryClient = useQueryClient();
  const { state, filters, view, rows } = useScreenRows(billGenerateList, unbilledColumns, SORTABLE);
  const selection = useSelection(filters.scope);
  const { openDocument, viewer } = useDocumentViewer();
  const [lastBill, setLastBill] = useState<{ billNo: string; bill: BillRow | undefined } | null>(
    null,
  );
  // Print pressed with no Report Type applied: the filter is marked until one is applied.
  const [noReportType, setNoReportType] = useState(false);
  const reportTypeProblem =
    noReportType && !filters.values.reporttype
      ? { reporttype: BILL_MESSAGES.selectReportType }
      : undefined;
  const exportRows = useExport(billGenerateList, unbilledColumns, view, rows.everyRow);
  const checkedIds = [...selection.selection].map(Number);
  const query = filters.query;

  const findBill = async (billNo: string) => {
    if (!query) return undefined;
    try {
      const { data } = await call(api.bill.list, {
        query: { applicant: query.applicant, account: query.account },
      });
      return data.find((bill) => bill.billno === billNo);
    } catch {
      return undefined;
    }
  };

  const table = (
    <RowsFrame
      rows={rows}
      state={state}
      loading="Loading reports…"
      loadError={billGenerateList.entity.messages.loadError}
      selected={selection.count}
      counts={pagedSizeCounts(rows.extra)}
    >
      <ListTable<ReportRow>
        records={rows.pageRows}
        idOf={idOf}
        columns={TABLE_COLUMNS}
        serial={{ title: '#', of: rows.serialOf }}
        selection={{ rows: selection, isSelectable: () => true, nameOf: (r) => r.rptno }}
        actions={{
          width: 84,
          render: (row) => (
            <RowButtons>
              <PdfButton
                filename={row.filename}
                name={`report ${row.rptno}`}
                onOpen={(file) => void openDocument(api.report.pdf, file, `Report ${row.rptno}`)}
              />
            </RowButtons>
          ),
        }}
        emptyText="No reports to bill"
      />
    </RowsFrame>
  );

  return (
    <Stack gap="sm">
      <CountedTitle
        title={billGenerateList.title}
        count={query && rows.status === 'ready' ? rows.total : undefined}
      />
      <FilterBar
        spec={billGenerateFilters}
        values={filters.values}
        onApply={filters.apply}
        problems={reportTypeProblem}
      />
      {query === undefined ? (
        <Text size="sm" c="dimmed">
          {billGenerateFilters.prompt}
        </Text>
      ) : (
        <Paper withBorder p="sm" radius="sm">
          <Stack gap="sm">
            <Group justify="space-between" align="flex-end" gap="sm">
              <PrintBar
                checkedIds={checkedIds}
                reportType={filters.values.reporttype ?? ''}
                openDocument={openDocument}
                findBill={findBill}
                onNoReportType={() => {
                  setNoReportType(true);
                  document
                    .querySelector<HTMLElement>(
                      '[data-filter="reporttype"] input:not([type="hidden"])',
                    )
                    ?.focus();
                }}
                onGenerated={async (billNo, bill) => {
                  setLastBill({ billNo, bill });
                  selection.clear();
                  await queryClient.invalidateQueries({ queryKey: rows.queryKey });
                }}
              />
              {lastBill && (
                <Text size="sm" data-testid="generated-bill">
                  Bill <b>{lastBill.billNo}</b>
                  {lastBill.bill &&
                    ` · ${lastBill.bill.reports} report${lastBill.bill.reports === 1 ? '' : 's'} · Payable ₹ ${formatRupees(lastBill.bill.payableamt)}`}
                </Text>
              )}
            </Group>
            <ListToolbar onExport={(kind) => void exportRows(kind)} exportKinds={['csv']} />
            {table}
          </Stack>
        </Paper>
      )}
      <BillNumberTools openDocument={openDocument} />
      {viewer}
    </Stack>
  );
}
