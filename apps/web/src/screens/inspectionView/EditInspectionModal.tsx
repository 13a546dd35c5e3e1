import { Group, SimpleGrid, Text } from '@mantine/core';
import {
  api,
  CallError,
  checkBody,
  INSPECTION_MESSAGES,
  type InspectionRow,
  requiredFields,
} from '@quaybook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { FieldInput } from '../../lists/form/FieldInput';
import { FormModal } from '../../lists/form/FormModal';
import type { FieldMessages, FormValues } from '../../lists/form/fields';
import { refusalMessage, useFieldToast } from '../../lists/form/fieldToast';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import { referenceQuery } from '../../reference/referenceLists';
import { EDIT_FIELDS, editBody, editValues } from './editForm';

const REQUIRED = requiredFields(api.inspection.edit.body);
const SHOWN = new Set<string>(['containerNumber', 'applicant', ...EDIT_FIELDS.map((f) => f.key)]);

/**
 * The 'Container Inspection Report' form of a recorded inspection (POST /edit_transaction): the
 * record's own values, each required field marked and refused under itself, the server's
 * refusals under the fields they name.
 */
export function EditInspectionModal({
  row,
  onClose,
  onSaved,
}: {
  row: InspectionRow;
  onClose(): void;
  onSaved(): Promise<void>;
}) {
  const queryClient = useQueryClient();
  const toast = useFieldToast();
  const parties = useQuery(referenceQuery('linkParties'));
  const [values, setValues] = useState<FormValues>(() => editValues(row));
  const [errors, setErrors] = useState<FieldMessages>({});

  const party = parties.data?.find(
    (p) => p.applicantId === values.applicant && p.accountId === values.account,
  );
  const change = (key: string, value: unknown) => {
    setValues((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _, ...rest }) => rest);
    toast.answered([key]);
  };
  const chooseParty = (autoid: unknown) => {
    const chosen = parties.data?.find((p) => p.autoid === autoid);
    if (!chosen) return;
    setValues((previous) => ({
      ...previous,
      applicant: chosen.applicantId,
      account: chosen.accountId,
    }));
    setErrors(({ applicant: _, account: __, ...rest }) => rest);
    toast.answered(['applicant', 'account']);
  };
  const close = () => {
    toast.hide();
    onClose();
  };
  const refuse = (problems: FieldMessages, whole?: string) => {
    // The party stands for its applicant and account.
    const { account, ...rest } = problems;
    const shown = account && !rest.applicant ? { ...rest, applicant: account } : rest;
    setErrors(shown);
    toast.show(
      refusalMessage(shown, (key) => SHOWN.has(key), whole),
      Object.keys(shown),
    );
  };

  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      call(api.inspection.edit, { body: body as never }),
    onSuccess: async () => {
      toast.hide();
      notify.success(INSPECTION_MESSAGES.updated);
      await queryClient.invalidateQueries({
        queryKey: queryKeys.containerTimeline(row.contnumber),
      });
      await onSaved();
      onClose();
    },
    onError: (error) => {
      if (error instanceof CallError && error.status > 0) refuse(error.fields, error.message);
      else toast.show(INSPECTION_MESSAGES.saveError);
    },
  });
  const submit = () => {
    if (save.isPending) return;
    const body = editBody(values);
    const checked = checkBody(api.inspection.edit, body);
    if (!checked.ok) refuse(checked.problems);
    else save.mutate(body);
  };

  const input = (
    key: string,
    label: string,
    field: Parameters<typeof FieldInput>[0]['input'],
    onKeyDown: Parameters<typeof FieldInput>[0]['onKeyDown'],
    autoFocus = false,
  ) => (
    <FieldInput
      key={key}
      input={field}
      label={label}
      showLabel
      required={REQUIRED.has(key)}
      value={values[key]}
      error={errors[key]}
      autoFocus={autoFocus}
      disabled={save.isPending}
      onChange={(value) => change(key, value)}
      onKeyDown={onKeyDown}
    />
  );

  return (
    <FormModal
      opened
      title="Container Inspection Report"
      size="72rem"
      submit={{ label: 'Update' }}
      busy={save.isPending}
      onSubmit={submit}
      onClose={close}
    >
      {(submitOnEnter) => (
        <>
          <Group gap="lg" mb="sm">
            <Text size="sm">
              Report ID <b>{row.reportid}</b>
            </Text>
            <Text size="sm">
              ISO <b>{row.iso_code ?? '—'}</b>
              {row.TypeText ? ` · ${row.contsize} ${row.TypeText}` : ''}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm" verticalSpacing={6}>
            {input(
              'containerNumber',
              'Container No',
              { kind: 'text', placeholder: 'ABCU1234565', upperCase: true },
              submitOnEnter,
              true,
            )}
            <FieldInput
              input={{ kind: 'reference', list: 'linkParties' }}
              label="Party"
              showLabel
              required
              value={party?.autoid ?? null}
              error={errors.applicant}
              warning={
                parties.data && !party
                  ? `${row.applicantname} / ${row.accountname}: no link party`
                  : undefined
              }
              autoFocus={false}
              disabled={save.isPending}
              onChange={chooseParty}
              onKeyDown={submitOnEnter}
            />
            {EDIT_FIELDS.map((field) => input(field.key, field.label, field.input, submitOnEnter))}
          </SimpleGrid>
        </>
      )}
    </FormModal>
  );
}
