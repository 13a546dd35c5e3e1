import { Box, Button, Fieldset, Group, TextInput } from '@mantine/core';
import { api, BILL_MESSAGES } from '@quaybook/contract';
import { type ReactNode, useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import type { DocumentViewerHandle } from '../../documents';
import { saveFile } from '../../lists/export/download';
import { FieldInput } from '../../lists/form/FieldInput';
import { notify } from '../../notify';

type Open = DocumentViewerHandle['openDocument'];

interface ToolProps {
  legend: string;
  /** Its share of the row: the summary, with a dock beside the number, takes more. */
  grow?: number;
  button: string;
  /** Inputs beside the bill number (the summary's dock). */
  extra?: ReactNode;
  /** Refuses before any call: the message, or nothing. */
  check?: () => string | undefined;
  run(billNo: string): Promise<void>;
}

/** One fieldset: a bill number, its button, and the spec's message when the number is blank. */
function BillNoTool({ legend, grow = 1, button, extra, check, run }: ToolProps) {
  const [billNo, setBillNo] = useState('');
  const [busy, setBusy] = useState(false);
  const go = async () => {
    const number = billNo.trim();
    const refusal = number === '' ? BILL_MESSAGES.insertBillNo : check?.();
    if (refusal) {
      notify.error(refusal);
      return;
    }
    setBusy(true);
    try {
      await run(number);
    } catch (error) {
      showRefusal(error, `${legend} failed. Please try again.`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Fieldset legend={legend} p="xs" pt={4} style={{ flex: `${grow} 1 0`, minWidth: 0 }}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          size="xs"
          aria-label={`${legend}: bill number`}
          placeholder="Bill No"
          style={{ flex: 1, minWidth: 0 }}
          value={billNo}
          onChange={(event) => setBillNo(event.currentTarget.value.toUpperCase())}
          onKeyDown={(event) => {
            if (event.key === 'Enter') void go();
          }}
        />
        {extra}
        <Button size="xs" variant="light" loading={busy} onClick={() => void go()}>
          {button}
        </Button>
      </Group>
    </Fieldset>
  );
}

/** The fieldsets that make one of a bill's documents and show it, with their message. */
const DOCUMENT_TOOLS = [
  {
    legend: 'Update Bill PDF',
    button: 'Update',
    endpoint: api.bill.updatePdf,
    message: BILL_MESSAGES.pdfUpdated,
    title: (billNo: string) => `Bill ${billNo}`,
  },
  {
    legend: 'Marge Bill PDF',
    button: 'Marge',
    endpoint: api.bill.merge,
    message: BILL_MESSAGES.merged,
    title: (billNo: string) => `Bill ${billNo} with its reports`,
  },
  {
    legend: 'Print Bill PDF',
    button: 'Print',
    endpoint: api.bill.reprint,
    message: BILL_MESSAGES.reprinted,
    title: (billNo: string) => `Bill ${billNo}`,
  },
] as const;

/**
 * The four fieldsets of 002 §2.2 that act on a bill by its number: make its PDF again, merge it
 * with its reports, print it as issued, and download one dock's summary.
 */
export function BillNumberTools({ openDocument }: { openDocument: Open }) {
  const [dock, setDock] = useState<number | null>(null);
  return (
    <Group gap="sm" align="stretch" wrap="nowrap">
      {DOCUMENT_TOOLS.map((tool) => (
        <BillNoTool
          key={tool.legend}
          legend={tool.legend}
          button={tool.button}
          run={async (billno) => {
            const reply = await call(tool.endpoint, { query: { billno } });
            notify.success(reply.message || tool.message);
            await openDocument(api.bill.pdf, reply.data, tool.title(billno));
          }}
        />
      ))}
      <BillNoTool
        legend="Download Summery"
        grow={2}
        button="Download"
        extra={
          <Box w={120} style={{ flex: 'none' }}>
            <FieldInput
              input={{ kind: 'reference', list: 'areas', clearable: true }}
              label="Location"
              required={false}
              value={dock}
              error={undefined}
              autoFocus={false}
              onKeyDown={() => {}}
              disabled={false}
              onChange={(value) => setDock(typeof value === 'number' && value > 0 ? value : null)}
            />
          </Box>
        }
        check={() => (dock === null ? BILL_MESSAGES.selectLocation : undefined)}
        run={async (billno) => {
          const made = await call(api.bill.summary, { query: { billno, mlocation: dock ?? '' } });
          notify.success(made.message || BILL_MESSAGES.excelGenerated);
          saveFile((await call(api.bill.excel, { query: { filename: made.data } })).data);
        }}
      />
    </Group>
  );
}
