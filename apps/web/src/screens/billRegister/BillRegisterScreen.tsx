import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import {
  api,
  BILL_REGISTER_MESSAGES,
  type BillRegisterRow,
  type billRegisterTotals,
  type JobInputOf,
  Status,
} from '@quaybook/contract';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import type { z } from 'zod';
import { CallError, call } from '../../api/client';
import { failureMessage } from '../../inspections';
import { JobProgress } from '../../jobs/JobProgress';
import { useJob } from '../../jobs/useJob';
import { saveFile } from '../../lists/export/download';
import { DateFilterInput } from '../../lists/filters/DateFilterInput';
import { checkFilters, valueProblem } from '../../lists/filters/filterRules';
import { labelOf } from '../../lists/filters/filterSpec';
import { draftOf, type FilterDraft, filterQuery, valuesOf } from '../../lists/filters/filterValues';
import { FieldInput } from '../../lists/form/FieldInput';
import { useFieldToast } from '../../lists/form/fieldToast';
import { referenceLookup } from '../../lists/form/referenceLookup';
import { notify } from '../../notify';
import { BillRegisterTable } from './BillRegisterTable';
import { billRegisterFilters as spec } from './billRegisterFilters';

type Shown = { rows: BillRegisterRow[]; totals: z.infer<typeof billRegisterTotals> };

const [partyFilter, fromFilter, toFilter] = spec.filters;

/**
 * Bill Register (002 §2.4): every tax invoice of a period, bills and MIS bills, shown with its
 * totals (Sale Bill Display) or downloaded as the GSTR-1 spreadsheet (Sale Bill Excel).
 */
export default function BillRegisterScreen() {
  const lookup = referenceLookup(useQueryClient());
  const toast = useFieldToast();
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(spec.filters, {}));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [shown, setShown] = useState<Shown | null>(null);
  const [busy, setBusy] = useState<'display' | 'excel' | null>(null);
  // A month's register can be long: the spreadsheet is made as a job, its progress shown.
  const job = useJob();

  const change = (param: string, text: string) => {
    setDraft((previous) => ({ ...previous, [param]: text }));
    setProblems(({ [param]: _, ...rest }) => rest);
    toast.answered([param]);
  };
  const leave = (param: string) => {
    const filter = spec.filters.find((f) => f.param === param);
    const problem = filter && valueProblem(filter, draft[param] ?? '');
    if (!problem) return;
    setProblems((previous) => ({ ...previous, [param]: problem }));
    toast.show(problem, [param]);
  };

  /** The query of the filters as typed, once they pass the screen's rules. */
  const checkedQuery = () => {
    const checked = checkFilters(spec, draft);
    setProblems(checked.problems);
    if (checked.message) {
      toast.show(checked.message, Object.keys(checked.problems));
      return undefined;
    }
    toast.hide();
    return filterQuery(spec.filters, valuesOf(spec.filters, draft), (autoid) =>
      lookup('linkParties', autoid),
    );
  };

  const run = async (action: 'display' | 'excel') => {
    const query = checkedQuery();
    if (!query) return;
    setBusy(action);
    try {
      if (action === 'display') {
        job.clear();
        const reply = await call(api.billRegister.display, { query });
        // The client has read the rupees of both into paise, as the declaration says.
        setShown({ rows: reply.extra, totals: reply.data });
        notify.info(reply.message);
      } else {
        setShown(null);
        const reply = await job.run('saleRegisterExcel', query as JobInputOf<'saleRegisterExcel'>);
        notify.success(reply.message);
        await downloadRegister(reply.data);
      }
    } catch (error) {
      if (error instanceof CallError && error.envelopeStatus === Status.information) {
        setShown(null);
        notify.info(error.message);
      } else notify.error(failureMessage(error, 'The bill register could not be made.'));
    } finally {
      setBusy(null);
    }
  };

  const downloadRegister = async (filename: string) =>
    saveFile((await call(api.bill.excel, { query: { filename } })).data);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || target.getAttribute('aria-expanded') === 'true') return;
    event.preventDefault();
    void run('display');
  };
  const dateInput = (filter: typeof fromFilter, autoFocus: boolean) =>
    filter && (
      <Box style={{ flex: '0 1 180px' }}>
        <DateFilterInput
          label={labelOf(filter)}
          required={filter.kind !== 'checkbox' && filter.required !== undefined}
          value={draft[filter.param] ?? ''}
          error={problems[filter.param]}
          autoFocus={autoFocus}
          onChange={(text) => change(filter.param, text)}
          onBlur={() => leave(filter.param)}
          onKeyDown={onKeyDown}
        />
      </Box>
    );

  return (
    <Stack gap="sm">
      <Title order={3}>Bill Register</Title>
      <Paper withBorder p="sm" radius="sm">
        <Group align="flex-start" gap="sm">
          {partyFilter && (
            <Box style={{ flex: '0 1 260px' }} miw={200}>
              <FieldInput
                input={{ kind: 'reference', list: 'linkParties', clearable: true }}
                label={labelOf(partyFilter)}
                showLabel
                value={draft.party ? Number(draft.party) : null}
                error={problems.party}
                autoFocus={false}
                disabled={false}
                onChange={(value) =>
                  change('party', value === null || value === 0 ? '' : String(value))
                }
                onKeyDown={onKeyDown}
              />
            </Box>
          )}
          {dateInput(fromFilter, true)}
          {dateInput(toFilter, false)}
          <Button
            mt={25}
            leftSection={<IconSearch size={16} />}
            loading={busy === 'display'}
            onClick={() => void run('display')}
          >
            Sale Bill Display
          </Button>
          <Button
            mt={25}
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} />}
            loading={busy === 'excel'}
            onClick={() => void run('excel')}
          >
            Sale Bill Excel
          </Button>
        </Group>
      </Paper>
      {job.status && (
        <JobProgress
          status={job.status}
          download={() =>
            void downloadRegister(String(job.status?.result)).catch((error: unknown) =>
              notify.error(failureMessage(error, 'The bill register could not be made.')),
            )
          }
        />
      )}
      {shown === null || shown.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {shown ? BILL_REGISTER_MESSAGES.nothingFound : spec.prompt}
        </Text>
      ) : (
        <Paper withBorder p="sm" radius="sm">
          <BillRegisterTable rows={shown.rows} totals={shown.totals} />
        </Paper>
      )}
    </Stack>
  );
}
