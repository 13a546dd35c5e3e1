import { Fieldset, Modal, Stack, Text } from '@mantine/core';
import { api, type RepairBillRow } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import { IconReceiptTax } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { useDocumentViewer } from '../../documents';
import { EInvoicePanel } from '../../documents/eInvoice';
import { failureMessage } from '../../inspections';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { pagedRows, useFilteredList } from '../../lists/query/useFilteredList';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import type { TableColumn } from '../../lists/table/ListTable';
import { RowButton, RowButtons } from '../../lists/table/RowButtons';
import { billFilters } from './billsList';
import { IrnBadge } from './IrnBadge';
import { PdfButton } from './PdfButton';
import { RepairBillGenerate } from './RepairBillGenerate';

const LOAD_ERROR = 'Error fetching repair bills. Check console for details.';

/** The Bills list's filters; here the dates are the repair bill's own. */
const repairBillFilters: FilterBarSpec = {
  ...billFilters,
  filters: billFilters.filters.map((filter) =>
    filter.param === 'fromdate'
      ? { ...filter, label: 'Bill From Date' }
      : filter.param === 'todate'
        ? { ...filter, label: 'Bill To Date' }
        : filter,
  ),
};

const text = (
  key: string,
  title: string,
  render: (row: RepairBillRow) => string,
  more: Partial<TableColumn<RepairBillRow>> = {},
): TableColumn<RepairBillRow> => ({ key, title, sortable: false, render, ...more });

const money = (key: string, title: string, paise: (row: RepairBillRow) => number) =>
  text(key, title, (row) => formatRupees(paise(row)), { align: 'right' });

const COLUMNS: TableColumn<RepairBillRow>[] = [
  text('billno', 'Bill No', (row) => row.billno),
  text('billdate', 'Bill Date', (row) => formatDate(row.billdate)),
  text('applicantname', 'Applicant', (row) => row.applicantname, { maxWidth: 190 }),
  text('accountname', 'Account', (row) => row.accountname, { maxWidth: 160 }),
  text('containers', 'Containers', (row) => String(row.containers), { align: 'right' }),
  money('taxable', 'Taxable', (row) => row.taxable),
  money('tax', 'Tax', (row) => row.cgst + row.sgst + row.igst),
  money('payableamt', 'Payable', (row) => row.payableamt),
  {
    key: 'irn',
    title: 'IRN',
    sortable: false,
    compact: true,
    render: (row) => <IrnBadge irn={row.irn} />,
  },
];

/**
 * Repair bills beside survey bills: the bills the filters find, newest first, each with its PDF
 * and e-invoice; above them, the applied party's repaired estimates to bill.
 */
export function RepairBills() {
  const queryClient = useQueryClient();
  const list = useFilteredList({
    filters: repairBillFilters,
    path: api.repairBill.list.path,
    paging: 'server',
    fetch: async (ask) => pagedRows(await call(api.repairBill.list, { query: ask })),
  });
  const { openDocument, viewer } = useDocumentViewer();
  const [registering, setRegistering] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: list.queryKey });
  const applied = list.filters.query as { applicant?: number; account?: number } | undefined;
  const party = applied?.applicant
    ? { applicant: applied.applicant, account: applied.account ?? null }
    : undefined;
  const registeringRow = list.rows.pageRows.find((row) => row.billno === registering) ?? null;

  return (
    <>
      <FilteredListView
        title="Repair bills"
        spec={repairBillFilters}
        filters={list.filters}
        onApply={list.show}
        tools={
          <Fieldset legend="Bill repaired estimates" p="xs">
            <RepairBillGenerate party={party} openDocument={openDocument} onGenerated={reload} />
          </Fieldset>
        }
      >
        <ListBody<RepairBillRow>
          rows={list.rows}
          loading="Loading repair bills…"
          loadError={(error) => ({ title: LOAD_ERROR, message: failureMessage(error, LOAD_ERROR) })}
          table={{
            idOf: (row) => String(row.autoid),
            columns: COLUMNS,
            actions: {
              width: 84,
              render: (row) => (
                <RowButtons>
                  <PdfButton
                    filename={row.filename}
                    name={`repair bill ${row.billno}`}
                    onOpen={(file) =>
                      void openDocument(api.repairBill.pdf, file, `Repair bill ${row.billno}`)
                    }
                  />
                  <RowButton
                    tooltip="E-invoice"
                    label={`E-invoice of ${row.billno}`}
                    icon={IconReceiptTax}
                    onClick={() => setRegistering(row.billno)}
                  />
                </RowButtons>
              ),
            },
            emptyText: 'No repair bills found',
          }}
          footer={list.footer}
        />
      </FilteredListView>
      <Modal
        opened={registeringRow !== null}
        onClose={() => setRegistering(null)}
        title={`E-invoice of repair bill ${registeringRow?.billno ?? ''}`}
        size={760}
      >
        {registeringRow && (
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {registeringRow.applicantname} · payable {formatRupees(registeringRow.payableamt)}
            </Text>
            <EInvoicePanel bill={registeringRow} onSaved={reload} />
          </Stack>
        )}
      </Modal>
      {viewer}
    </>
  );
}
