import { Modal, Stack, Text } from '@mantine/core';
import type { MisBillRow } from '@quaybook/contract';
import { formatRupees } from '@quaybook/domain';
import { EInvoicePanel } from '../../documents/eInvoice';

interface MisEInvoiceModalProps {
  /** The MIS bill whose e-invoice is open, as the list now shows it; null when closed. */
  bill: MisBillRow | null;
  onClose(): void;
  /** The IRN is recorded: the list shows the bill registered, with its new PDF. */
  onSaved(): Promise<void>;
}

/** An MIS bill's e-invoice: the portal's JSON to upload, then the IRN it gave back. */
export function MisEInvoiceModal({ bill, onClose, onSaved }: MisEInvoiceModalProps) {
  return (
    <Modal
      opened={bill !== null}
      onClose={onClose}
      title={`E-invoice of MIS bill ${bill?.billno ?? ''}`}
      size={760}
    >
      {bill && (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {bill.applicantname} · payable {formatRupees(bill.payableamt)}
          </Text>
          <EInvoicePanel bill={bill} onSaved={onSaved} />
        </Stack>
      )}
    </Modal>
  );
}
