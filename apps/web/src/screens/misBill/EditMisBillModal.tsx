import { Center, Loader, Modal, Text } from '@mantine/core';
import { api, MIS_BILL_MESSAGES } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { queryKeys } from '../../queryKeys';
import { MisBillForm } from './MisBillForm';
import { misFormOf } from './misForm';

interface EditMisBillModalProps {
  billno: string | null;
  onClose(): void;
  /** The bill was updated: its new PDF's file name. */
  onUpdated(filename: string, billno: string): void;
}

/** 'Edit MIS bill': the new bill's form, filled from the stored bill, with Update. */
export function EditMisBillModal({ billno, onClose, onUpdated }: EditMisBillModalProps) {
  const details = useQuery({
    queryKey: queryKeys.list(api.misBill.details.path, { billno }),
    queryFn: async () =>
      (await call(api.misBill.details, { query: { billno: billno ?? '' } })).data,
    enabled: billno !== null,
    gcTime: 0,
  });
  const [master] = details.data?.[0] ?? [];
  return (
    <Modal
      opened={billno !== null}
      onClose={onClose}
      title={`Edit MIS bill ${billno ?? ''}`}
      size={1200}
    >
      {details.isPending && (
        <Center p="lg">
          <Loader size="sm" />
        </Center>
      )}
      {details.error && (
        <Text c="red" size="sm">
          {failureMessage(details.error, MIS_BILL_MESSAGES.refresh)}
        </Text>
      )}
      {master && billno && (
        <MisBillForm
          initial={misFormOf(master, details.data?.[1] ?? [])}
          billno={billno}
          onSaved={(filename) => onUpdated(filename, billno)}
        />
      )}
    </Modal>
  );
}
