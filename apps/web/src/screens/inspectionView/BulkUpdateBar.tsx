import { Box, Button, Checkbox, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { api, type BulkUpdateInput, INSPECTION_MESSAGES } from '@quaybook/contract';
import { IconEdit } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { DateFilterInput } from '../../lists/filters/DateFilterInput';
import { valueProblem } from '../../lists/filters/filterRules';
import type { FilterSpec } from '../../lists/filters/filterSpec';
import { FieldInput } from '../../lists/form/FieldInput';
import type { FieldInputKind } from '../../lists/form/fields';
import { notify } from '../../notify';
import { type ReferenceName, referenceQuery } from '../../reference/referenceLists';
import { type BulkChoices, bulkQuestion, bulkUpdateBody, NO_CHOICES } from './bulkUpdate';

type Choice = Exclude<keyof BulkChoices, 'updateDate' | `resend${string}`>;

const CHOICES: readonly { key: Choice; label: string; list: ReferenceName }[] = [
  { key: 'party', label: 'Party', list: 'linkParties' },
  { key: 'vessel', label: 'Vessel', list: 'vessels' },
  { key: 'voyage', label: 'Voyage', list: 'voyages' },
  { key: 'movement', label: 'Movement', list: 'movements' },
  { key: 'location', label: 'Location', list: 'locations' },
  { key: 'toLocation', label: 'To Location', list: 'locations' },
];

const TICKS = [
  { key: 'resendCodeco', label: 'Resend Codeco/COARRI' },
  { key: 'resendEdi', label: 'Resend MSC EDI' },
  { key: 'resendOva', label: 'Resend OVA' },
] as const;

const ignoreKeys = () => undefined;
const UPDATE_DATE: FilterSpec = { kind: 'fromDate', param: 'updatedate' };

/**
 * The bar above the table that changes the checked inspections at once (POST
 * /update_multi_transaction): only what is chosen here changes; the rest of each row stays.
 */
export function BulkUpdateBar({
  checkedIds,
  versionOf,
  onUpdated,
}: {
  checkedIds: readonly number[];
  /** The version a checked row had when the person last saw it, if they saw it. */
  versionOf(id: number): number | undefined;
  onUpdated(): Promise<void>;
}) {
  const [choices, setChoices] = useState<BulkChoices>(NO_CHOICES);
  // The update asked about, sent only once the person says yes.
  const [asking, setAsking] = useState<BulkUpdateInput | null>(null);
  const [dateProblem, setDateProblem] = useState<string>();
  const parties = useQuery(referenceQuery('linkParties'));
  const set = (changes: Partial<BulkChoices>) => setChoices((now) => ({ ...now, ...changes }));

  const update = useMutation({
    mutationFn: (body: BulkUpdateInput) => call(api.inspection.bulkUpdate, { body }),
    onSuccess: async ({ data }) => {
      setAsking(null);
      notify.success(
        `${INSPECTION_MESSAGES.updated}: ${data.updated} inspection${data.updated === 1 ? '' : 's'} changed`,
      );
      // Rows someone else changed meanwhile were left as they are: each is named.
      for (const skipped of data.skipped ?? []) notify.warning(skipped.message, false);
      setChoices(NO_CHOICES);
      await onUpdated();
    },
    // A locked inspection (on a report or bill) is refused with the server's reason.
    onError: (error) => {
      setAsking(null);
      notify.error(failureMessage(error, INSPECTION_MESSAGES.saveError));
    },
  });

  const submit = () => {
    const built = bulkUpdateBody(choices, checkedIds, (autoid) =>
      parties.data?.find((party) => party.autoid === autoid),
    );
    if ('refusal' in built) {
      notify.error(built.refusal);
      return;
    }
    const versions = Object.fromEntries(
      checkedIds.flatMap((id) => {
        const version = versionOf(id);
        return version === undefined ? [] : [[String(id), version]];
      }),
    );
    setAsking({ ...built.body, versions });
  };

  const reference = (list: ReferenceName): FieldInputKind => ({
    kind: 'reference',
    list,
    clearable: true,
  });
  return (
    <Paper withBorder p="xs" radius="sm" bg="gray.0" component="section" aria-label="Bulk update">
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title="Bulk update" centered>
        <Text size="sm">{bulkQuestion(choices, checkedIds.length)}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(null)}>
            Cancel
          </Button>
          <Button
            data-autofocus
            loading={update.isPending}
            onClick={() => asking && update.mutate(asking)}
          >
            Yes, change them
          </Button>
        </Group>
      </Modal>
      <Stack gap={6}>
        <Group gap="xs" align="flex-start" wrap="wrap">
          {CHOICES.map(({ key, label, list }) => (
            <Box key={key} style={{ flex: '1 1 130px' }} miw={120}>
              <FieldInput
                input={reference(list)}
                label={label}
                showLabel
                value={choices[key]}
                error={undefined}
                autoFocus={false}
                disabled={update.isPending}
                onChange={(value) => set({ [key]: (value as number | null) || null })}
                onKeyDown={ignoreKeys}
              />
            </Box>
          ))}
          <Box style={{ flex: '1 1 130px' }} miw={130}>
            <DateFilterInput
              label="Update Date"
              value={choices.updateDate}
              error={dateProblem}
              required={false}
              autoFocus={false}
              onChange={(text) => {
                set({ updateDate: text });
                setDateProblem(undefined);
              }}
              onBlur={() => {
                // The spec names the update date's problem as a From Date's.
                const problem = valueProblem(UPDATE_DATE, choices.updateDate);
                setDateProblem(problem);
                if (problem) notify.error(problem);
              }}
              onKeyDown={ignoreKeys}
            />
          </Box>
        </Group>
        <Group gap="sm" justify="space-between">
          <Group gap="md">
            {TICKS.map(({ key, label }) => (
              <Checkbox
                key={key}
                size="xs"
                label={label}
                checked={choices[key]}
                onChange={(event) => set({ [key]: event.currentTarget.checked })}
              />
            ))}
          </Group>
          <Group gap="sm">
            <Text size="sm" c={checkedIds.length > 0 ? undefined : 'dimmed'}>
              {checkedIds.length} checked
            </Text>
            <Button
              size="compact-md"
              leftSection={<IconEdit size={16} />}
              loading={update.isPending}
              onClick={submit}
            >
              Update
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
