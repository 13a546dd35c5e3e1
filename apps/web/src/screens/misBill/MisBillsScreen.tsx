import {
  Button,
  Fieldset,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { api, MIS_BILL_MESSAGES, type MisBillRow } from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import { IconEdit, IconFileTypePdf, IconReceiptTax } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { useDocumentViewer } from '../../documents';
import { failureMessage } from '../../inspections';
import { FilterBar } from '../../lists/filters/FilterBar';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { useFilters } from '../../lists/filters/useFilters';
import { usePagedCall } from '../../lists/query/usePagedCall';
import { ListLoadError, ListLoading } from '../../lists/screen/ListStatus';
import { TableFooter } from '../../lists/table/TableFooter';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
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

/**
 * MIS Bills (002 §2.2): the bills the filters find, a page at a time (newest first), each with
 * its PDF and the edit form; a bill number can be printed again (Re-generate) or its PDF opened
 * (Print Bill PDF).
 */
export default function MisBillsScreen() {
  const queryClient = useQueryClient();
  const filters = useFilters(misBillFilters);
  const { openDocument, viewer } = useDocumentViewer();
  const [editing, setEditing] = useState<string | null>(null);
  const [registering, setRegistering] = useState<string | null>(null);
  const paged = usePagedCall({
    queryKey: queryKeys.list(api.misBill.list.path, filters.query),
    enabled: filters.query !== undefined,
    fetchPage: (page) => call(api.misBill.list, { query: { ...filters.query, ...page } }),
  });
  const bills = paged.query;
  const reload = () =>
    queryClient.invalidateQueries({ queryKey: queryKeys.list(api.misBill.list.path) });
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

  const rows = paged.rows ?? [];
  const registeringRow = rows.find((row) => row.billno === registering) ?? null;
  const table = (() => {
    if (bills.isPending) return <ListLoading text="Loading MIS bills…" />;
    if (bills.error)
      return (
        <ListLoadError
          title={LOAD_ERROR}
          message={failureMessage(bills.error, LOAD_ERROR)}
          onRetry={() => void bills.refetch()}
        />
      );
    return (
      <Stack gap="xs">
        <Table
          style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          striped
          highlightOnHover
          withTableBorder
          verticalSpacing={4}
          horizontalSpacing="sm"
          aria-label="MIS bills"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Bill No</Table.Th>
              <Table.Th>Bill Date</Table.Th>
              <Table.Th>Report Date</Table.Th>
              <Table.Th>Report No</Table.Th>
              <Table.Th>Applicant</Table.Th>
              <Table.Th>Account</Table.Th>
              <Table.Th ta="right">Payable</Table.Th>
              <Table.Th ta="center">View PDF</Table.Th>
              <Table.Th ta="center">Edit</Table.Th>
              <Table.Th ta="center">E-invoice</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={10}>
                  <Text size="sm" c="dimmed" ta="center">
                    No MIS bills found
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row: MisBillRow) => (
              <Table.Tr key={row.autoid}>
                <Table.Td>{row.billno}</Table.Td>
                <Table.Td>{formatDate(row.billdate)}</Table.Td>
                <Table.Td>{row.reportdate ? formatDate(row.reportdate) : ''}</Table.Td>
                <Table.Td>{row.reportno ?? ''}</Table.Td>
                <Table.Td style={{ whiteSpace: 'normal' }}>{row.applicantname}</Table.Td>
                <Table.Td style={{ whiteSpace: 'normal' }}>{row.accountname ?? ''}</Table.Td>
                <Table.Td ta="right">{formatRupees(row.payableamt)}</Table.Td>
                <Table.Td ta="center">
                  {row.filename && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={`View PDF of ${row.billno}`}
                      onClick={() => void view(row.filename as string, row.billno)}
                    >
                      <IconFileTypePdf size={18} />
                    </Button>
                  )}
                </Table.Td>
                <Table.Td ta="center">
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    aria-label={`Edit ${row.billno}`}
                    disabled={row.irn !== null}
                    title={row.irn ? MIS_BILL_MESSAGES.registered(row.billno) : undefined}
                    onClick={() => setEditing(row.billno)}
                  >
                    <IconEdit size={18} />
                  </Button>
                </Table.Td>
                <Table.Td ta="center">
                  <Group gap={4} justify="center" wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={`E-invoice of ${row.billno}`}
                      onClick={() => setRegistering(row.billno)}
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <TableFooter {...paged.footer} />
      </Stack>
    );
  })();

  return (
    <Stack gap="sm">
      <Title order={3}>MIS Bills</Title>
      <FilterBar spec={misBillFilters} values={filters.values} onApply={filters.apply} />
      <Group gap="sm" align="stretch">
        <BillNumberAction legend="Re-generate" button="Re-generate" onRun={regenerate} />
        <BillNumberAction legend="Print Bill PDF" button="Print" onRun={print} />
      </Group>
      <Paper withBorder p="sm" radius="sm">
        {table}
      </Paper>
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
    </Stack>
  );
}
