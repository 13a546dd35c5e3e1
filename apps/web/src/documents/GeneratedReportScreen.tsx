import { Group, Stack, Text, Title } from '@mantine/core';
import { api, type JobStatus } from '@quaybook/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { call } from '../api/client';
import { showRefusal } from '../api/showRefusal';
import { type Confirmation, ConfirmationAlert } from '../confirmations/ConfirmationAlert';
import { JobProgress } from '../jobs/JobProgress';
import { saveFile } from '../lists/export/download';
import { FilterBar } from '../lists/filters/FilterBar';
import type { FilterBarSpec } from '../lists/filters/filterSpec';
import { type FilterValues, filterQuery } from '../lists/filters/filterValues';
import { useFilters } from '../lists/filters/useFilters';
import { referenceLookup } from '../lists/form/referenceLookup';
import { notify } from '../notify';

/** A report call that generates a document for the filters and names it in its data. */
type Generate = (
  query: Record<string, string | number>,
) => Promise<{ data: string; message: string }>;

interface GeneratedReportProps {
  title: string;
  spec: FilterBarSpec;
  generate: Generate;
  /** The toast when the document could not be made. */
  failure: string;
  /** Where the job that generates it is, when it runs as one (`useJob`). */
  progress?: JobStatus | null;
  /** Reads a refusal the user may override (containers with a wrong check digit). */
  confirmation?: (error: unknown) => Confirmation | null;
}

/**
 * A screen of filters whose button generates a file for the party: the file downloads and the
 * server's message shows; 'nothing to send' shows as information. A refusal the user may
 * override stays on the screen as a warning naming what it found, until sent again or cancelled.
 */
export function GeneratedReportScreen({
  title,
  spec,
  generate,
  failure,
  progress,
  confirmation,
}: GeneratedReportProps) {
  const queryClient = useQueryClient();
  const filters = useFilters(spec);
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{
    asked: Confirmation;
    query: Record<string, string | number>;
  } | null>(null);

  const send = async (query: Record<string, string | number>) => {
    setBusy(true);
    try {
      const reply = await generate(query);
      setPending(null);
      await download(reply.data);
      notify.success(reply.message);
    } catch (error) {
      const asked = confirmation?.(error) ?? null;
      setPending(asked && { asked, query });
      if (!asked) showRefusal(error, failure);
    } finally {
      setBusy(false);
    }
  };

  const run = async (values: FilterValues) => {
    filters.apply(values);
    const party = referenceLookup(queryClient);
    const query = filterQuery(spec.filters, values, (autoid) => party('linkParties', autoid));
    if (!query || busy) return;
    await send(query);
  };
  const download = async (filename: string) =>
    saveFile((await call(api.documents.download, { params: { filename } })).data);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="baseline">
        <Title order={3}>{title}</Title>
        <Text size="sm" c="dimmed">
          {busy ? 'Generating the file…' : spec.prompt}
        </Text>
      </Group>
      <FilterBar spec={spec} values={filters.values} onApply={(v) => void run(v)} />
      {pending && (
        <ConfirmationAlert
          confirmation={pending.asked}
          busy={busy}
          onAccept={() => void send({ ...pending.query, ...pending.asked.accept })}
          onCancel={() => setPending(null)}
        />
      )}
      {progress && (
        <JobProgress
          status={progress}
          download={() =>
            void download(String(progress.result)).catch((error: unknown) =>
              showRefusal(error, failure),
            )
          }
        />
      )}
    </Stack>
  );
}
