import { Alert, Button, Checkbox, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { api, BILL_MESSAGES, type BillRow, CallError, conflictCurrent } from '@quaybook/contract';
import { dmyToIso, formatDate, formatRupees, roundOffLine } from '@quaybook/domain';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { EInvoicePanel } from '../../documents/eInvoice';
import { DateFilterInput } from '../../lists/filters/DateFilterInput';
import { notify } from '../../notify';
import { BillReports } from './BillReports';
import { taxOf } from './billsList';

interface EditBillModalProps {
  /** The bill as the list has it now: its figures follow each change. */
  bill: BillRow;
  onClose(): void;
  /** Asks for the bills again after a change. */
  onChanged(): Promise<void>;
}

/** What is wrong with a bill date as typed (001 §5), or nothing. */
function billDateProblem(text: string): string | undefined {
  if (text.trim() === '') return BILL_MESSAGES.validBillDate;
  return dmyToIso(text.trim()) ? undefined : BILL_MESSAGES.invalidBillDate;
}

function Figure({ label, paise, testId }: { label: string; paise: number; testId?: string }) {
  return (
    <Stack gap={0} align="flex-end">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={600} data-testid={testId}>
        ₹ {formatRupees(paise)}
      </Text>
    </Stack>
  );
}

/**
 * The bill edit overlay (001 §2.13), opened with the bill date and round-off flag prefilled:
 * the date, the round-off, the reports with Clear each, and the e-invoice. A bill with an IRN
 * is final, and says so.
 */
export function EditBillModal({ bill, onClose, onChanged }: EditBillModalProps) {
  const [billDate, setBillDate] = useState(formatDate(bill.billdate));
  const [dateProblem, setDateProblem] = useState<string | undefined>();
  const [savingDate, setSavingDate] = useState(false);
  const [savingRound, setSavingRound] = useState(false);
  // The box shows what was asked for at once; a refusal puts back what the bill holds.
  const [round, setRound] = useState(bill.isround === 1);
  const locked = bill.irn ? BILL_MESSAGES.registered(bill.billno) : undefined;

  /** A bill changed by someone else since it was opened: the overlay shows it as it now is. */
  const showStoredIfChanged = async (error: unknown) => {
    const stored =
      error instanceof CallError ? conflictCurrent<BillRow>(error.status, error.data) : undefined;
    if (!stored) return;
    setBillDate(formatDate(stored.billdate));
    setRound(stored.isround === 1);
    await onChanged();
  };
  const updateDate = async () => {
    const problem = billDateProblem(billDate);
    // Leaving the field for the button has just said it.
    if (problem && problem !== dateProblem) notify.error(problem);
    setDateProblem(problem);
    if (problem) return;
    setSavingDate(true);
    try {
      const reply = await call(api.bill.updateDate, {
        query: {
          billdate: dmyToIso(billDate.trim()) ?? '',
          billno: bill.billno,
          version: bill.version,
        },
      });
      notify.success(reply.message || BILL_MESSAGES.updated);
      await onChanged();
    } catch (error) {
      showRefusal(error, 'The bill date could not be updated. Please try again.');
      await showStoredIfChanged(error);
    } finally {
      setSavingDate(false);
    }
  };
  const updateRoundOff = async (wanted: boolean) => {
    setRound(wanted);
    setSavingRound(true);
    try {
      const reply = await call(api.bill.updateRoundOff, {
        query: { chkround: wanted ? 1 : 0, billno: bill.billno, version: bill.version },
      });
      notify.success(reply.message || BILL_MESSAGES.updated);
      await onChanged();
    } catch (error) {
      setRound(bill.isround === 1);
      showRefusal(error, 'The round-off could not be updated. Please try again.');
      await showStoredIfChanged(error);
    } finally {
      setSavingRound(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Edit bill ${bill.billno}`} size={860} centered>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              {bill.applicantname}
            </Text>
            <Text size="xs" c="dimmed">
              {bill.accountname} · {bill.reports} report{bill.reports === 1 ? '' : 's'},{' '}
              {bill.containers} container{bill.containers === 1 ? '' : 's'}
            </Text>
          </Stack>
          <Group gap="lg" wrap="nowrap">
            <Figure label="Taxable" paise={bill.taxable} />
            <Figure label={bill.taxslab === 1 ? 'IGST' : 'CGST + SGST'} paise={taxOf(bill)} />
            {/* The round-off (total minus payable) with its sign in words: 'Less: Round off'. */}
            <Figure {...roundOffLine(bill.roundoff)} />
            <Figure label="Payable" paise={bill.payableamt} testId="bill-payable" />
          </Group>
        </Group>
        {locked && (
          <Alert color="gray" variant="light" p="xs">
            {locked}
          </Alert>
        )}
        <Group gap="sm" align="flex-end">
          <div style={{ width: 160 }}>
            <DateFilterInput
              label="Bill Date"
              value={billDate}
              error={dateProblem}
              required
              autoFocus={!locked}
              onChange={(text) => {
                setBillDate(text);
                setDateProblem(undefined);
              }}
              onBlur={() => {
                const problem = billDate.trim() === '' ? undefined : billDateProblem(billDate);
                setDateProblem(problem);
                if (problem) notify.error(problem);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !locked) void updateDate();
              }}
            />
          </div>
          <Button
            variant="light"
            disabled={locked !== undefined}
            loading={savingDate}
            onClick={() => void updateDate()}
          >
            Update bill date
          </Button>
          <Checkbox
            mb={8}
            ml="md"
            label="Round Off"
            checked={round}
            disabled={locked !== undefined || savingRound}
            onChange={(event) => void updateRoundOff(event.currentTarget.checked)}
          />
        </Group>
        <Divider />
        <Title order={5}>Reports on the bill</Title>
        <BillReports billNo={bill.billno} locked={locked} onCleared={onChanged} />
        <Divider />
        <Title order={5}>e-invoice</Title>
        <EInvoicePanel
          bill={{
            ...bill,
            refusal: bill.gstin ? undefined : BILL_MESSAGES.noGstin(bill.applicantname),
          }}
          onSaved={onChanged}
        />
      </Stack>
    </Modal>
  );
}
