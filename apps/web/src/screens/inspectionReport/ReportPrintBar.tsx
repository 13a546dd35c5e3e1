import { Button, Divider, Group, TextInput } from '@mantine/core';
import { api, REPORT_MESSAGES, type ReportPdf } from '@quaybook/contract';
import { formatDate, isoDay, REPORT_TYPES } from '@quaybook/domain';
import { IconPrinter, IconRepeat } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { call } from '../../api/client';
import { DateFilterInput } from '../../lists/filters/DateFilterInput';
import { SearchSelect } from '../../lists/form/SearchSelect';
import { notify } from '../../notify';
import { reportOutcome } from '../reports/reportOutcome';
import { checkPrint, reportDateProblem } from './printChecks';

const TYPE_CHOICES = REPORT_TYPES.map((type) => ({ value: String(type.id), label: type.name }));

interface ReportPrintBarProps {
  /** The ticked inspections' ids. */
  checked: readonly number[];
  /** After a report is generated: the list reloads and its PDF shows. */
  onGenerated(pdf: ReportPdf): void;
  /** After a reprint: its PDF shows. */
  onReprinted(pdf: ReportPdf): void;
}

/**
 * Print the ticked inspections under a new report (Report Date, default today and never after
 * it; Report Type, default Survey), or Reprint a report by its number (001 §2.11).
 */
export function ReportPrintBar({ checked, onGenerated, onReprinted }: ReportPrintBarProps) {
  const [reportDate, setReportDate] = useState(() => formatDate(isoDay(new Date())));
  const [dateError, setDateError] = useState<string | undefined>();
  const [reportType, setReportType] = useState<string | null>('1');
  const [reportNo, setReportNo] = useState('');
  const [busy, setBusy] = useState<'print' | 'reprint' | null>(null);

  const print = async () => {
    const checkedPrint = checkPrint(
      { checked, reportDate, reportType: reportType ? Number(reportType) : null },
      isoDay(new Date()),
    );
    if (!checkedPrint.ok) {
      notify.error(checkedPrint.message);
      return;
    }
    setBusy('print');
    const pdf = await reportOutcome(
      call(api.report.generate, { query: checkedPrint.print }),
      REPORT_MESSAGES.generated,
    );
    setBusy(null);
    if (pdf) onGenerated(pdf);
  };

  const reprint = async () => {
    const rptno = reportNo.trim();
    if (!rptno) {
      notify.error(REPORT_MESSAGES.insertReportNo);
      return;
    }
    setBusy('reprint');
    const pdf = await reportOutcome(
      call(api.report.reprint, { query: { rptno } }),
      REPORT_MESSAGES.reprinted,
    );
    setBusy(null);
    if (pdf) onReprinted(pdf);
  };

  const onEnter = (run: () => Promise<void>) => (event: KeyboardEvent) => {
    if (
      event.key !== 'Enter' ||
      (event.target as HTMLElement).getAttribute('aria-expanded') === 'true'
    )
      return;
    event.preventDefault();
    void run();
  };

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <div style={{ width: 150 }}>
        <DateFilterInput
          label="Report Date"
          required
          value={reportDate}
          error={dateError}
          autoFocus={false}
          onChange={(text) => {
            setReportDate(text);
            setDateError(undefined);
          }}
          onBlur={() => {
            // Blank is said on Print; a date that is wrong is said on leaving it.
            if (reportDate.trim() !== '')
              setDateError(reportDateProblem(reportDate, isoDay(new Date())));
          }}
          onKeyDown={onEnter(print)}
        />
      </div>
      <SearchSelect
        w={150}
        label="Report Type"
        withAsterisk
        data={TYPE_CHOICES}
        value={reportType}
        onChange={setReportType}
        onKeyDown={onEnter(print)}
      />
      <Button
        leftSection={<IconPrinter size={16} />}
        loading={busy === 'print'}
        disabled={busy !== null}
        onClick={() => void print()}
      >
        Print
      </Button>
      <Divider orientation="vertical" />
      <TextInput
        w={150}
        label="Report No"
        placeholder="SR/26-27/00001"
        value={reportNo}
        onChange={(event) => setReportNo(event.currentTarget.value)}
        onKeyDown={onEnter(reprint)}
      />
      <Button
        variant="default"
        leftSection={<IconRepeat size={16} />}
        loading={busy === 'reprint'}
        disabled={busy !== null}
        onClick={() => void reprint()}
      >
        Reprint
      </Button>
    </Group>
  );
}
