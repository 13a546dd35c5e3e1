import {
  Button,
  Checkbox,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { formatRupees, MIS_PRODUCTS } from '@quaybook/domain';
import { IconTrash } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { DateFilterInput } from '../../lists/filters/DateFilterInput';
import { EditConflictDialog } from '../../lists/form/EditConflictDialog';
import { FieldInput } from '../../lists/form/FieldInput';
import type { MisFormValues, MisRow } from './misForm';
import { useMisBillForm } from './useMisBillForm';

const PRODUCT_INPUT = {
  kind: 'select' as const,
  options: MIS_PRODUCTS.map((product) => ({ value: product, label: product })),
};

interface MisBillFormProps {
  initial: MisFormValues;
  /** The bill being changed; a new bill has none. */
  billno?: string;
  /** Called with the PDF's file name once the server saved the bill. */
  onSaved(filename: string, billno: string | undefined): void;
}

const noKeys = () => undefined;

/** Enter in a row's rate goes on to the next row's product, so lines are typed without the mouse. */
function nextRowOnEnter(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const next = event.currentTarget.closest('tr')?.nextElementSibling?.querySelector('input');
  next?.focus();
}

/** A figure of the bill, right-aligned in rupees. */
const Amount = ({ paise, strong = false }: { paise: number; strong?: boolean }) => (
  <Text size="sm" ta="right" fw={strong ? 700 : 400} style={{ fontVariantNumeric: 'tabular-nums' }}>
    {formatRupees(paise)}
  </Text>
);

/** The bill's applicant (required) or account (may be left out), picked by typing a few letters. */
function PartyChoice({
  kind,
  width,
  value,
  onChange,
}: {
  kind: 'applicant' | 'account';
  width: number;
  value: number | null;
  onChange(id: number | null): void;
}) {
  const applicant = kind === 'applicant';
  return (
    <div style={{ width }}>
      <FieldInput
        input={{
          kind: 'reference',
          list: applicant ? 'applicants' : 'accounts',
          clearable: !applicant,
        }}
        label={applicant ? 'Applicant' : 'Account'}
        showLabel
        required={applicant}
        value={value}
        error={undefined}
        autoFocus={false}
        disabled={false}
        onChange={(id) => onChange((id as number | null) || null)}
        onKeyDown={noKeys}
      />
    </div>
  );
}

/**
 * The MIS bill form (002 §2.2): the header, the product grid priced live with the server's own
 * arithmetic, the amount summary, and Save (a new bill) or Update (a bill under its number).
 */
export function MisBillForm({ initial, billno, onSaved }: MisBillFormProps) {
  const form = useMisBillForm(initial, billno, onSaved);
  const { values, invalid, saving, dispatch, roundOff, stale } = form;
  const { mode, totals, lines } = form.figures;

  const set = <K extends keyof Omit<MisFormValues, 'rows'>>(key: K, value: MisFormValues[K]) =>
    dispatch({ type: 'set', patch: { [key]: value } });
  const setRow = (index: number, patch: Partial<MisRow>) =>
    dispatch({ type: 'rowChanged', index, patch });
  const leaveDate = (key: 'billdate' | 'reportdate') => dispatch({ type: 'dateLeft', key });

  const tick = (key: 'isReport' | 'isRound' | 'nonGstBill' | 'isExpBill', label: string) => (
    <Checkbox
      size="sm"
      label={label}
      checked={values[key]}
      onChange={(event) => set(key, event.currentTarget.checked)}
    />
  );

  const cell = (content: ReactNode, width?: number) => (
    <Table.Td style={width ? { width } : undefined}>{content}</Table.Td>
  );

  return (
    <Stack gap="sm">
      <EditConflictDialog stale={stale} onDiscard={() => dispatch({ type: 'discarded' })} />
      <Paper withBorder p="sm" radius="sm">
        <Group gap="sm" align="flex-start" wrap="wrap">
          <div style={{ width: 150 }}>
            <DateFilterInput
              label="Date"
              value={values.billdate}
              error={invalid.billdate}
              required
              autoFocus={!billno}
              onChange={(text) => set('billdate', text)}
              onBlur={() => leaveDate('billdate')}
              onKeyDown={noKeys}
            />
          </div>
          <PartyChoice
            kind="applicant"
            width={280}
            value={values.applicantID}
            onChange={(id) => set('applicantID', id)}
          />
          <PartyChoice
            kind="account"
            width={240}
            value={values.accountID}
            onChange={(id) => set('accountID', id)}
          />
          <TextInput
            size="sm"
            w={170}
            label="Customer Ref No"
            value={values.custrefno}
            maxLength={50}
            onChange={(event) => set('custrefno', event.currentTarget.value)}
          />
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap" mt="xs">
          <div style={{ paddingBottom: 8 }}>{tick('isReport', 'Report in BILL')}</div>
          <TextInput
            size="sm"
            w={150}
            label="Report No"
            value={values.reportno}
            maxLength={30}
            disabled={!values.isReport}
            onChange={(event) => set('reportno', event.currentTarget.value)}
          />
          {/* A native disabled fieldset, as the date input has no disabled state of its own. */}
          <fieldset
            disabled={!values.isReport}
            style={{ width: 150, border: 0, padding: 0, margin: 0, minWidth: 0 }}
          >
            <DateFilterInput
              label="Report Date"
              value={values.isReport ? values.reportdate : ''}
              error={values.isReport ? invalid.reportdate : undefined}
              required={values.isReport}
              autoFocus={false}
              onChange={(text) => set('reportdate', text)}
              onBlur={() => leaveDate('reportdate')}
              onKeyDown={noKeys}
            />
          </fieldset>
          <TextInput
            size="sm"
            style={{ flex: 1, minWidth: 240 }}
            label="Particulars"
            value={values.particulars}
            maxLength={500}
            onChange={(event) => set('particulars', event.currentTarget.value)}
          />
        </Group>
        <Group gap="lg" mt="sm">
          {tick('isRound', 'Round off')}
          {tick('nonGstBill', 'Non-GST Bill')}
          {tick('isExpBill', 'Exp Bill')}
          <Text size="xs" c="dimmed">
            {
              {
                intra: 'CGST 9% + SGST 9% (same state)',
                inter: 'IGST 18% (other state)',
                none: 'Non-GST: no tax',
                export: 'Export: IGST 0%',
              }[mode]
            }
          </Text>
        </Group>
      </Paper>

      <Paper withBorder p="sm" radius="sm">
        <Text fw={600} size="sm" mb={4}>
          Product Details
        </Text>
        <Table withTableBorder withColumnBorders verticalSpacing={4} horizontalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={32}>#</Table.Th>
              <Table.Th>Product</Table.Th>
              <Table.Th w={80}>Qty</Table.Th>
              <Table.Th w={90}>Unit</Table.Th>
              <Table.Th w={120}>Rate (₹)</Table.Th>
              <Table.Th w={110} ta="right">
                Amount
              </Table.Th>
              <Table.Th w={90} ta="right">
                CGST
              </Table.Th>
              <Table.Th w={90} ta="right">
                SGST
              </Table.Th>
              <Table.Th w={90} ta="right">
                IGST
              </Table.Th>
              <Table.Th w={110} ta="right">
                Total
              </Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {values.rows.map((row, index) => {
              const line = lines[index];
              const figure = (paise: number | undefined) =>
                cell(line ? <Amount paise={paise ?? 0} /> : null);
              return (
                <Table.Tr key={row.key} data-testid="mis-row">
                  {cell(<Text size="sm">{index + 1}</Text>)}
                  {cell(
                    <FieldInput
                      input={PRODUCT_INPUT}
                      label={`Product of row ${index + 1}`}
                      value={row.billitem}
                      error={undefined}
                      autoFocus={false}
                      disabled={false}
                      onChange={(item) =>
                        setRow(index, { billitem: (item as MisRow['billitem']) ?? null })
                      }
                      onKeyDown={noKeys}
                    />,
                  )}
                  {cell(
                    <TextInput
                      size="sm"
                      aria-label={`Qty of row ${index + 1}`}
                      value={row.qty}
                      inputMode="numeric"
                      onChange={(event) => setRow(index, { qty: event.currentTarget.value })}
                    />,
                  )}
                  {cell(
                    <TextInput
                      size="sm"
                      aria-label={`Unit of row ${index + 1}`}
                      value={row.unit}
                      maxLength={20}
                      onChange={(event) => setRow(index, { unit: event.currentTarget.value })}
                    />,
                  )}
                  {cell(
                    <TextInput
                      size="sm"
                      aria-label={`Rate of row ${index + 1}`}
                      value={row.rate}
                      inputMode="decimal"
                      styles={{ input: { textAlign: 'right' } }}
                      onChange={(event) => setRow(index, { rate: event.currentTarget.value })}
                      onKeyDown={nextRowOnEnter}
                    />,
                  )}
                  {figure(line?.amountPaise)}
                  {figure(line?.cgstPaise)}
                  {figure(line?.sgstPaise)}
                  {figure(line?.igstPaise)}
                  {figure(line?.totalPaise)}
                  {cell(
                    values.rows.length > 1 ? (
                      <Tooltip label="Remove row">
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          aria-label={`Remove row ${index + 1}`}
                          tabIndex={-1}
                          onClick={() => dispatch({ type: 'rowRemoved', index })}
                        >
                          <IconTrash size={16} />
                        </Button>
                      </Tooltip>
                    ) : null,
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
        <Group justify="space-between" align="flex-end" mt="sm">
          <Button onClick={() => void form.submit()} loading={saving}>
            {billno ? 'Update' : 'Save'}
          </Button>
          <Table
            w={320}
            withTableBorder
            verticalSpacing={2}
            horizontalSpacing={8}
            aria-label="Amount summary"
          >
            <Table.Tbody>
              {(
                [
                  ['Taxable Amount', totals.taxablePaise],
                  ['CGST', totals.cgstPaise],
                  ['SGST', totals.sgstPaise],
                  ['IGST', totals.igstPaise],
                  ['Total', totals.totalPaise],
                  [roundOff.label, roundOff.paise],
                ] as const
              ).map(([label, paise]) => (
                <Table.Tr key={label}>
                  <Table.Td>
                    <Text size="sm">{label}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Amount paise={paise} />
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td>
                  <Text size="sm" fw={700}>
                    Payable Amount
                  </Text>
                </Table.Td>
                <Table.Td data-testid="mis-payable">
                  <Amount paise={totals.payablePaise} strong />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Group>
      </Paper>
    </Stack>
  );
}
