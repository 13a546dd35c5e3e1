import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { ESTIMATE_MESSAGES } from '@quaybook/contract';
import { IconChecks } from '@tabler/icons-react';
import { useReducer, useState } from 'react';
import type { PhotoSource } from '../../photos/usePhotoUrl';
import { Figure } from '../estimates/Facts';
import {
  type Decisions,
  decisionLines,
  decisionsReducer,
  everyDecided,
  type LineDecisionsInput,
} from './approvalState';
import { type DecidedLine, LineCard } from './LineCard';

/**
 * An estimate's lines as the line decides them — Approve all, each line's Approve or Reject
 * with a lower amount or a note, the totals and Submit — or, once `decided`, read only. Used by
 * the e-mailed approval page and the portal, each sending the decisions its own way.
 */
/** What the approval page and the portal say over decisions recorded. */
export const DECISIONS_RECORDED = 'The decisions below are recorded and can no longer be changed.';

export function LineDecisions({
  lines,
  contnumber,
  source,
  decided,
  totals,
  onSubmit,
}: {
  lines: readonly DecidedLine[];
  contnumber: string;
  source: PhotoSource;
  /** Once nothing more is to be decided: what the lines, read only, are headed with. */
  decided: { title: string; text: string } | null;
  /** Paise: labour and material before tax, the tax, and the total; GST in percent. */
  totals: { taxable: number; tax: number; total: number; gstrate: number };
  /** Sends the decisions; resolves with the refusal to show, or null once recorded. */
  onSubmit(body: LineDecisionsInput): Promise<string | null>;
}) {
  const [decisions, dispatch] = useReducer(decisionsReducer, {} as Decisions);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const linenos = lines.map((line) => line.lineno);
  const ready = everyDecided(decisions, linenos);
  const approvedTotal = lines.reduce(
    (sum, line) => (line.approved === 1 ? sum + (line.approvedamount ?? line.amount) : sum),
    0,
  );

  async function submit() {
    setSending(true);
    setRefusal(null);
    setRefusal(await onSubmit({ lines: decisionLines(linenos, decisions) }));
    setSending(false);
  }

  return (
    <Stack gap="md">
      {decided ? (
        <Alert color="green" title={decided.title} role="status">
          {decided.text}
        </Alert>
      ) : (
        <Group justify="space-between" align="center" gap="xs">
          <Text size="sm">
            Approve or reject each line. An approved line may approve a lower amount.
          </Text>
          <Button
            variant="light"
            leftSection={<IconChecks size={18} />}
            onClick={() => dispatch({ type: 'approveAll', lines: linenos })}
          >
            Approve all
          </Button>
        </Group>
      )}

      {lines.map((line) => (
        <LineCard
          key={line.lineno}
          line={line}
          contnumber={contnumber}
          source={source}
          decision={decided !== null ? undefined : (decisions[line.lineno] ?? null)}
          dispatch={dispatch}
        />
      ))}

      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" aria-label="Totals">
        <Stack gap={4} maw={420} ml="auto">
          <Figure label="Labour and material" paise={totals.taxable} />
          <Figure label={`GST ${totals.gstrate}%`} paise={totals.tax} />
          <Figure label="Total" paise={totals.total} strong />
          {decided !== null && <Figure label="Approved, before tax" paise={approvedTotal} strong />}
        </Stack>
      </Paper>

      {decided === null && (
        <Stack gap="xs" align="stretch">
          {refusal && (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          )}
          {!ready && (
            <Text size="sm" c="dimmed" ta="right">
              {ESTIMATE_MESSAGES.decideEvery}
            </Text>
          )}
          <Group justify="flex-end">
            <Button size="lg" disabled={!ready} loading={sending} onClick={() => void submit()}>
              Submit decisions
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
