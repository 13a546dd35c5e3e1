import { Button, Checkbox, Group } from '@mantine/core';
import { api, BILL_MESSAGES, type BillRow } from '@quaybook/contract';
import { dmyToIso, formatDate, isoDay } from '@quaybook/domain';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import type { DocumentViewerHandle } from '../../documents';
import { DateFilterInput } from '../../lists/filters/DateFilterInput';
import { notify } from '../../notify';
import { billNoOf } from './billOutcome';
import { printRequest } from './billPrint';

interface PrintBarProps {
  checkedIds: readonly number[];
  /** The Report Type filter applied: a bill is printed for one type of report. */
  reportType: string;
  openDocument: DocumentViewerHandle['openDocument'];
  /** After a bill is made: its number, and the bill as the Bills list has it, if found. */
  onGenerated(billNo: string, bill: BillRow | undefined): Promise<void>;
  /** Asks for the new bill's row (payable amount) to show beside the bar. */
  findBill(billNo: string): Promise<BillRow | undefined>;
  /** Print was pressed with no Report Type applied: the screen marks that filter. */
  onNoReportType(): void;
}

/** Bill Date, Merge Report, Round Off and Print: one tax invoice for the checked reports. */
export function PrintBar({
  checkedIds,
  reportType,
  openDocument,
  onGenerated,
  findBill,
  onNoReportType,
}: PrintBarProps) {
  const [billDate, setBillDate] = useState('');
  const [dateProblem, setDateProblem] = useState<string | undefined>();
  const [merge, setMerge] = useState(false);
  const [roundOff, setRoundOff] = useState(false);
  const [busy, setBusy] = useState(false);
  const today = isoDay(new Date());

  const print = async () => {
    const asked = printRequest({ reportIds: checkedIds, billDate, reportType, roundOff, today });
    if (asked.message !== undefined) {
      notify.error(asked.message);
      if (asked.message === BILL_MESSAGES.selectReportType) onNoReportType();
      return;
    }
    setBusy(true);
    try {
      const reply = await call(api.bill.generate, { query: asked.query });
      notify.success(reply.message || BILL_MESSAGES.generated);
      const billNo = billNoOf(reply.extra) ?? '';
      const bill = billNo ? await findBill(billNo) : undefined;
      await onGenerated(billNo, bill);
      if (merge && billNo) {
        const merged = await call(api.bill.merge, { query: { billno: billNo } });
        notify.success(merged.message || BILL_MESSAGES.merged);
        await openDocument(api.bill.pdf, merged.data, `Bill ${billNo} with its reports`);
      } else await openDocument(api.bill.pdf, reply.data, `Bill ${billNo}`);
    } catch (error) {
      showRefusal(error, 'The bill could not be generated. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Group gap="sm" align="flex-end" wrap="nowrap" role="group" aria-label="Print a bill">
      <div style={{ width: 150 }}>
        <DateFilterInput
          label="Bill Date"
          value={billDate}
          error={dateProblem}
          required
          autoFocus={false}
          maxDate={today}
          onChange={(text) => {
            setBillDate(text);
            setDateProblem(undefined);
          }}
          onBlur={() => {
            const text = billDate.trim();
            const iso = dmyToIso(text);
            const problem =
              text === ''
                ? undefined
                : !iso
                  ? BILL_MESSAGES.invalidBillDate
                  : iso > today
                    ? BILL_MESSAGES.billDateAfterToday
                    : undefined;
            setDateProblem(problem);
            if (problem) notify.error(problem);
            else if (iso) setBillDate(formatDate(iso));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void print();
          }}
        />
      </div>
      <Checkbox
        mb={8}
        label="Merge Report"
        checked={merge}
        onChange={(event) => setMerge(event.currentTarget.checked)}
      />
      <Checkbox
        mb={8}
        label="Round Off"
        checked={roundOff}
        onChange={(event) => setRoundOff(event.currentTarget.checked)}
      />
      <Button leftSection={<IconPrinter size={16} />} loading={busy} onClick={() => void print()}>
        Print
      </Button>
    </Group>
  );
}
