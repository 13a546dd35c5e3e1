import { Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { api, BILL_MESSAGES } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { saveFile } from '../../lists/export/download';
import { notify } from '../../notify';

/** A bill or MIS bill as its e-invoice needs it. */
interface EInvoiceBill {
  billno: string;
  irn: string | null;
  ackno?: string | null;
  /** ISO date, with time when known. */
  ackdt?: string | null;
  /** Why the portal cannot take it (the recipient has no GSTIN), when the screen knows. */
  refusal?: string | undefined;
}

interface EInvoicePanelProps {
  bill: EInvoiceBill;
  /** The IRN is recorded and the bill printed again with it. */
  onSaved(): Promise<void>;
}

/**
 * A bill or MIS bill as the e-invoice portal's JSON, and the IRN the portal gave back: once
 * recorded the bill prints it and is final, so the form gives way to the IRN.
 */
export function EInvoicePanel({ bill, onSaved }: EInvoicePanelProps) {
  const [irn, setIrn] = useState('');
  const [ackNo, setAckNo] = useState('');
  const [ackDate, setAckDate] = useState('');
  const [busy, setBusy] = useState(false);
  const { refusal } = bill;

  const download = async () => {
    try {
      saveFile((await call(api.bill.eInvoice, { query: { billno: bill.billno } })).data);
    } catch (error) {
      notify.error(failureMessage(error, 'The e-invoice could not be written. Please try again.'));
    }
  };
  const save = async () => {
    setBusy(true);
    try {
      const reply = await call(api.bill.saveIrn, {
        body: { billno: bill.billno, irn: irn.trim(), ackno: ackNo.trim(), ackdt: ackDate.trim() },
      });
      notify.success(reply.message || BILL_MESSAGES.irnSaved);
      await onSaved();
    } catch (error) {
      notify.error(failureMessage(error, 'The IRN could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs">
      <Group gap="sm">
        <Tooltip label={refusal} disabled={!refusal} multiline w={300}>
          <span>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              disabled={refusal !== undefined}
              onClick={() => void download()}
            >
              Download e-invoice JSON
            </Button>
          </span>
        </Tooltip>
        {refusal && (
          <Text size="xs" c="dimmed">
            {refusal}
          </Text>
        )}
      </Group>
      {bill.irn ? (
        <Stack gap={2} data-testid="bill-irn">
          <Text size="sm">
            IRN{' '}
            <Text span ff="monospace" size="xs" style={{ wordBreak: 'break-all' }}>
              {bill.irn}
            </Text>
          </Text>
          {bill.ackno && (
            <Text size="sm">
              Ack No {bill.ackno} · Ack Date {formatDate(bill.ackdt?.slice(0, 10) ?? '')}
            </Text>
          )}
        </Stack>
      ) : (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            size="xs"
            label="IRN"
            placeholder="64 letters and digits"
            style={{ flex: 1 }}
            value={irn}
            onChange={(event) => setIrn(event.currentTarget.value)}
          />
          <TextInput
            size="xs"
            label="Ack No"
            w={170}
            value={ackNo}
            onChange={(event) => setAckNo(event.currentTarget.value)}
          />
          <TextInput
            size="xs"
            label="Ack Date"
            placeholder="yyyy-mm-dd hh:mm:ss"
            w={160}
            value={ackDate}
            onChange={(event) => setAckDate(event.currentTarget.value)}
          />
          <Button size="xs" loading={busy} onClick={() => void save()}>
            Save IRN
          </Button>
        </Group>
      )}
    </Stack>
  );
}
