import { Group, SimpleGrid, Text } from '@mantine/core';
import {
  api,
  type BodyOf,
  CallError,
  checkBody,
  conflictCurrent,
  INSPECTION_MESSAGES,
  type InspectionRow,
  requiredFields,
} from '@quaybook/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { call } from '../../api/client';
import {
  applicantAndAccount,
  dateProblem,
  failureMessage,
  InspectionDateInput,
  InspectionInput,
  InspectionTimeInput,
  missingMovementFields,
  movementFieldsOf,
  onMovementChosen,
  partyOf,
  timeProblem,
  useMovementFields,
} from '../../inspections';
import { EditConflictDialog } from '../../lists/form/EditConflictDialog';
import { type StaleEdit, staleEditOf } from '../../lists/form/editConflict';
import { FieldInput } from '../../lists/form/FieldInput';
import { FormModal } from '../../lists/form/FormModal';
import type { FieldMessages, FormValues } from '../../lists/form/fields';
import { refusalMessage, useFieldToast } from '../../lists/form/fieldToast';
import { referenceLookup } from '../../lists/form/referenceLookup';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import { referenceQuery } from '../../reference/referenceLists';
import {
  EDIT_FIELDS,
  EDITED_KEYS,
  type EditField,
  editBody,
  editFieldOf,
  editValues,
} from './editForm';

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
  // The record as the form last read it: what another person's change is told from.
  const [opened, setOpened] = useState<FormValues>(() => editValues(row));
  const [stale, setStale] = useState<StaleEdit | null>(null);
  const [errors, setErrors] = useState<FieldMessages>({});
  // The movement's own fields (POL, CFS, transporter …) are required while it asks for them.
  const movement = useMovementFields(values.movementId as number | null);
  const isRequired = (key: string) =>
    REQUIRED.has(key) || (movement.askedWire as readonly string[]).includes(key);

  const party = partyOf(
    parties.data,
    values.applicant as number | null,
    values.account as number | null,
  );
  const movements = useQuery(referenceQuery('movements'));
  const change = (key: string, value: unknown) => {
    // A new movement sets what it fixes (a road-only one: mode R, no CFS), as on entry.
    const fixed =
      key === 'movementId'
        ? onMovementChosen(movementFieldsOf(movements.data?.find((m) => m.Movid === value)))
        : {};
    setValues((previous) => ({ ...previous, [key]: value, ...fixed }));
    setErrors(({ [key]: _, ...rest }) => rest);
    toast.answered([key]);
  };
  const chooseParty = (autoid: unknown) => {
    const chosen = parties.data?.find((p) => p.autoid === autoid);
    if (!chosen) return;
    setValues((previous) => ({ ...previous, ...applicantAndAccount(chosen) }));
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
    mutationFn: (body: BodyOf<typeof api.inspection.edit>) => call(api.inspection.edit, { body }),
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
      const current =
        error instanceof CallError
          ? conflictCurrent<InspectionRow>(error.status, error.data)
          : undefined;
      if (error instanceof CallError && current) {
        toast.hide();
        setStale(
          staleEditOf({
            message: error.message,
            keys: EDITED_KEYS,
            opened,
            typed: values,
            stored: editValues(current),
            fieldOf: editFieldOf,
            lookup: referenceLookup(queryClient),
            apply: (merged, stored) => {
              setValues({ ...merged, version: stored.version });
              setOpened(stored);
              setErrors({});
              setStale(null);
            },
          }),
        );
      } else if (error instanceof CallError && error.status > 0)
        refuse(error.fields, error.message);
      else toast.show(failureMessage(error, INSPECTION_MESSAGES.saveError));
    },
  });
  const submit = () => {
    if (save.isPending) return;
    const body = editBody(values);
    const checked = checkBody(api.inspection.edit, body);
    const problems = {
      ...missingMovementFields(movement, body),
      ...(checked.ok ? {} : checked.problems),
    };
    if (!checked.ok || Object.keys(problems).length > 0) refuse(problems);
    else save.mutate(checked.body);
  };

  const input = (field: EditField, onKeyDown: (event: KeyboardEvent) => void) => {
    const common = {
      label: field.label,
      required: isRequired(field.key),
      error: errors[field.key],
      disabled: save.isPending,
      onKeyDown,
    };
    const textValue = String(values[field.key] ?? '');
    if ('choice' in field)
      return (
        <InspectionInput
          key={field.key}
          {...common}
          choice={field.choice}
          value={(values[field.key] as string | number | null) ?? null}
          onChange={(value) => change(field.key, value)}
        />
      );
    if ('input' in field)
      return (
        <FieldInput
          key={field.key}
          {...common}
          input={field.input}
          showLabel
          value={values[field.key]}
          autoFocus={false}
          onChange={(value) => change(field.key, value)}
        />
      );
    const Input = field.kind === 'date' ? InspectionDateInput : InspectionTimeInput;
    const problem = field.kind === 'date' ? dateProblem : timeProblem;
    return (
      <Input
        key={field.key}
        {...common}
        value={textValue}
        onChange={(value) => change(field.key, value)}
        onBlur={() => {
          const said = problem(textValue);
          if (said) setErrors((previous) => ({ ...previous, [field.key]: said }));
        }}
      />
    );
  };

  return (
    <>
      <EditConflictDialog stale={stale} onDiscard={close} />
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
              <FieldInput
                input={{ kind: 'text', placeholder: 'ABCU1234565', upperCase: true }}
                label="Container No"
                showLabel
                required={REQUIRED.has('containerNumber')}
                value={values.containerNumber}
                error={errors.containerNumber}
                autoFocus
                disabled={save.isPending}
                onChange={(value) => change('containerNumber', value)}
                onKeyDown={submitOnEnter}
              />
              <InspectionInput
                choice="party"
                required
                value={party?.autoid ?? null}
                error={
                  errors.applicant ??
                  (parties.data && !party
                    ? `${row.applicantname} / ${row.accountname} has no link party`
                    : undefined)
                }
                disabled={save.isPending}
                onChange={chooseParty}
                onKeyDown={submitOnEnter}
              />
              {EDIT_FIELDS.map((field) => input(field, submitOnEnter))}
            </SimpleGrid>
          </>
        )}
      </FormModal>
    </>
  );
}
