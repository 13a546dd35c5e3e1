import { Button, Fieldset, Group, Text, TextInput, Tooltip } from '@mantine/core';
import { api, MIS_BILL_MESSAGES, type MisBillRow } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import { IconEdit, IconFileTypePdf, IconReceiptTax } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { useDocumentViewer } from '../../documents';
import { failureMessage } from '../../inspections';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { pagedRows, useFilteredList } from '../../lists/query/useFilteredList';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import type { TableColumn } from '../../lists/table/ListTable';
import { notify } from '../../notify';
import { EditMisBillModal } from './EditMisBillModal';
import { MisEInvoiceModal } from './MisEInvoiceModal';

const misBillFilters: FilterBarSpec = {
  filters: [
    { kind: 'applicant', param: 'applicant' },
    { kind: 'account', param: 'account' },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
  ],
  submit: 'Submit',
  cancel: 'Cancel',
  prompt: 'Choose an applicant, an account or bill dates, then Submit.',
};

const LOAD_ERROR = 'Error fetching MIS bills. Check console for details.';

/** A bill-number action of the fieldsets: the number typed, then the button. */
function BillNumberAction({
  legend,
  button,
  onRun,
}: {
  legend: string;
  button: string;
  onRun(billno: string): Promise<void>;
}) {
  const [billno, setBillno] = useState('');
  const [running, setRunning] = useState(false);
  const run = async () => {
    const number = billno.trim();
    if (!number) {
      notify.error(MIS_BILL_MESSAGES.insertBillNo);
      return;
    }
    setRunning(true);
    try {
      await onRun(number);
    } finally {
      setRunning(false);
    }
  };
  return (
    <Fieldset legend={legend} p="xs" style={{ flex: 1 }}>
      <Group gap="xs" align="flex-end">
        <TextInput
          size="sm"
          w={200}
          label="Bill No"
          placeholder="MIS/26-27/00001"
          value={billno}
          onChange={(event) => setBillno(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void run();
          }}
        />
        <Button size="sm" variant="light" loading={running} onClick={() => void run()}>
          {button}
        </Button>
      </Group>
    </Fieldset>
  );
}

/** What a row's buttons do. */
interface BillButtons {
  view(filename: string, billno: string): void;
  edit(billno: string): void;
  register(billno: string): void;
}

const text = (
  key: string,
  title: string,
  render: (row: MisBillRow) => string,
  more: Partial<TableColumn<MisBillRow>> = {},
): TableColumn<MisBillRow> => ({ key, title, sortable: false, render, ...more });

/** The list's columns (002 §2.2), the last three each a row's button. */
const columnsOf = ({ view, edit, register }: BillButtons): TableColumn<MisBillRow>[] => [
  text('billno', 'Bill No', (row) => row.billno),
  text('billdate', 'Bill Date', (row) => formatDate(row.billdate)),
  text('reportdate', 'Report Date', (row) => (row.reportdate ? formatDate(row.reportdate) : '')),
  text('reportno', 'Report No', (row) => row.reportno ?? ''),
  // The names are cut, whole on hover, so the row's buttons stay in a laptop's view.
  text('applicantname', 'Applicant', (row) => row.applicantname, { maxWidth: 140 }),
  text('accountname', 'Account', (row) => row.accountname ?? '', { maxWidth: 140 }),
  text('payableamt', 'Payable', (row) => formatRupees(row.payableamt), { align: 'right' }),
  {
    key: 'pdf',
    title: 'View PDF',
    sortable: false,
    compact: true,
    render: (row) =>
      row.filename && (
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`View PDF of ${row.billno}`}
          onClick={() => view(row.filename as string, row.billno)}
        >
          <IconFileTypePdf size={18} />
        </Button>
      ),
  },
  {
    key: 'edit',
    title: 'Edit',
    sortable: false,
    compact: true,
    render: (row) => (
      <Button
        size="compact-sm"
        variant="subtle"
        aria-label={`Edit ${row.billno}`}
        disabled={row.irn !== null}
        title={row.irn ? MIS_BILL_MESSAGES.registered(row.billno) : undefined}
        onClick={() => edit(row.billno)}
      >
        <IconEdit size={18} />
      </Button>
    ),
  },
  {
    key: 'einvoice',
    title: 'E-invoice',
    sortable: false,
    compact: true,
    render: (row) => (
      <Group gap={4} justify="center" wrap="nowrap">
        <Button
          size="compact-sm"
          variant="subtle"
          aria-label={`E-invoice of ${row.billno}`}
          onClick={() => register(row.billno)}
        >
          <IconReceiptTax size={18} />
        </Button>
        {row.irn && (
          <Tooltip label={`IRN ${row.irn}`} multiline w={300}>
            <Text size="xs" fw={700} c="teal" data-testid="mis-irn">
              IRN
            </Text>
          </Tooltip>
        )}
      </Group>
    ),
  },
];

/**
 * MIS Bills (002 §2.2): the bills the filters find, a page at a time (newest first), each with
 * its PDF and the edit form; a bill number can be printed again (Re-generate) or its PDF opened
 * (Print Bill PDF).
 */
export default function MisBillsScreen() {
  const queryClient = useQueryClient();
  const list = useFilteredList({
    filters: misBillFilters,
    path: api.misBill.list.path,
    paging: 'server',
    fetch: async (ask) => pagedRows(await call(api.misBill.list, { query: ask })),
  });
  const { openDocument, viewer } = useDocumentViewer();
  const [editing, setEditing] = useState<string | null>(null);
  const [registering, setRegistering] = useState<string | null>(null);
  const reload = () => queryClient.invalidateQueries({ queryKey: list.queryKey });
  const view = (filename: string, billno: string) =>
    openDocument(api.misBill.pdf, filename, `MIS bill ${billno}`);

  const regenerate = async (billno: string) => {
    try {
      const reply = await call(api.misBill.regenerate, { query: { billno } });
      notify.success(reply.message);
      await reload();
      await view(reply.data, billno);
    } catch (error) {
      notify.error(failureMessage(error, MIS_BILL_MESSAGES.billNotFound));
    }
  };
  const print = async (billno: string) => {
    try {
      const [[master]] = (await call(api.misBill.details, { query: { billno } })).data;
      if (master?.filename) await view(master.filename, billno);
      else notify.error(MIS_BILL_MESSAGES.billNotFound);
    } catch (error) {
      notify.error(failureMessage(error, MIS_BILL_MESSAGES.billNotFound));
    }
  };

  const registeringRow = list.rows.pageRows.find((row) => row.billno === registering) ?? null;
  return (
    <>
      <FilteredListView
        title="MIS Bills"
        spec={misBillFilters}
        filters={list.filters}
        onApply={list.show}
        tools={
          <Group gap="sm" align="stretch">
            <BillNumberAction legend="Re-generate" button="Re-generate" onRun={regenerate} />
            <BillNumberAction legend="Print Bill PDF" button="Print" onRun={print} />
          </Group>
        }
      >
        <ListBody<MisBillRow>
          rows={list.rows}
          loading="Loading MIS bills…"
          loadError={(error) => ({ title: LOAD_ERROR, message: failureMessage(error, LOAD_ERROR) })}
          table={{
            idOf: (row) => String(row.autoid),
            columns: columnsOf({
              view: (filename, billno) => void view(filename, billno),
              edit: setEditing,
              register: setRegistering,
            }),
            emptyText: 'No MIS bills found',
          }}
          footer={list.footer}
        />
      </FilteredListView>
      <EditMisBillModal
        billno={editing}
        onClose={() => setEditing(null)}
        onUpdated={(filename, billno) => {
          setEditing(null);
          void reload();
          void view(filename, billno);
        }}
      />
      <MisEInvoiceModal
        bill={registeringRow}
        onClose={() => setRegistering(null)}
        onSaved={reload}
      />
      {viewer}
    </>
  );
}
