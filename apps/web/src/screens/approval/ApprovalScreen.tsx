import {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { api, ESTIMATE_MESSAGES, type EstimateForApproval } from '@quaybook/contract';
import { formatDate, formatRupees, hoursText } from '@quaybook/domain';
import { IconCheck, IconChecks, IconX } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useState } from 'react';
import { useParams } from 'react-router';
import { CallError, call } from '../../api/client';
import type { PhotoSource } from '../../photos/usePhotoUrl';
import { queryKeys } from '../../queryKeys';
import { sizeOf } from '../estimates/EstimateLinesTable';
import { Fact, Figure } from '../estimates/Facts';
import { LinePhotos } from '../estimates/LinePhotos';
import {
  approvalBody,
  type DecisionAction,
  type Decisions,
  decisionsReducer,
  everyDecided,
  type LineDecision,
} from './approvalState';

type ApprovalLine = EstimateForApproval['lines'][number];

const messageOf = (error: unknown) =>
  error instanceof CallError && error.status !== 0
    ? error.message
    : 'The page could not be loaded; try again.';

/**
 * The line's approval page (`/approve/:token`), open to anyone with the link: the estimate as
 * sent, and Approve or Reject for each line, with a lower amount or a note; once the decisions
 * are recorded they show read only.
 */
export default function ApprovalScreen() {
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const estimate = useQuery({
    queryKey: queryKeys.approval(token),
    queryFn: async () => (await call(api.estimate.forApproval, { query: { token } })).data,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const source = useMemo<PhotoSource>(
    () => ({
      key: `approval:${token}`,
      fetch: async (name) =>
        (await call(api.estimate.approvalPhoto, { query: { token, name } })).data,
    }),
    [token],
  );

  return (
    <Box bg="gray.0" mih="100vh" py={{ base: 'sm', sm: 'xl' }}>
      <Container size={1100} px={{ base: 'xs', sm: 'md' }}>
        {estimate.isError ? (
          <Alert color="red" title="This link cannot be used" role="alert">
            {messageOf(estimate.error)}
          </Alert>
        ) : !estimate.data ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (
          <ApprovalForm
            token={token}
            estimate={estimate.data}
            source={source}
            onDecided={(next) => queryClient.setQueryData(queryKeys.approval(token), next)}
          />
        )}
      </Container>
    </Box>
  );
}

function ApprovalForm({
  token,
  estimate,
  source,
  onDecided,
}: {
  token: string;
  estimate: EstimateForApproval;
  source: PhotoSource;
  onDecided(estimate: EstimateForApproval): void;
}) {
  const [decisions, dispatch] = useReducer(decisionsReducer, {} as Decisions);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const linenos = estimate.lines.map((line) => line.lineno);
  const decided = estimate.decided === 1;
  const ready = everyDecided(decisions, linenos);
  const approvedTotal = estimate.lines.reduce(
    (sum, line) => (line.approved === 1 ? sum + (line.approvedamount ?? line.amount) : sum),
    0,
  );

  async function submit() {
    setSending(true);
    setRefusal(null);
    try {
      const reply = await call(api.estimate.approve, {
        body: approvalBody(token, linenos, decisions),
      });
      onDecided(reply.data);
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="md">
      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md">
        <Text size="sm" c="dimmed">
          {estimate.companyname}
        </Text>
        <Title order={2} fz={{ base: 20, sm: 26 }}>
          Repair estimate {estimate.estimateno}
        </Title>
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing={6} mt="sm">
          <Fact label="Date">{formatDate(estimate.estimatedate)}</Fact>
          <Fact label="Container">
            {estimate.contnumber}
            {estimate.isocode ? ` · ${estimate.isocode}` : ''}
          </Fact>
          <Fact label="Party">{estimate.partyname}</Fact>
          <Fact label={decided ? 'Status' : 'Link good until'}>
            {decided ? 'Decided' : formatDate(estimate.expires)}
          </Fact>
        </SimpleGrid>
      </Paper>

      {decided ? (
        <Alert color="green" title={ESTIMATE_MESSAGES.decided} role="status">
          The decisions below are recorded and can no longer be changed.
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

      {estimate.lines.map((line) => (
        <LineCard
          key={line.lineno}
          line={line}
          contnumber={estimate.contnumber}
          source={source}
          decision={decided ? undefined : (decisions[line.lineno] ?? null)}
          dispatch={dispatch}
        />
      ))}

      <Paper withBorder p={{ base: 'sm', sm: 'md' }} radius="md" aria-label="Totals">
        <Stack gap={4} maw={420} ml="auto">
          <Figure label="Labour and material" paise={estimate.taxable} />
          <Figure label={`GST ${estimate.gstrate}%`} paise={estimate.tax} />
          <Figure label="Total" paise={estimate.total} strong />
          {decided && <Figure label="Approved, before tax" paise={approvedTotal} strong />}
        </Stack>
      </Paper>

      {!decided && (
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

const named = (code: string | null, name: string | null) =>
  [code, name].filter(Boolean).join(' · ') || '—';

/**
 * One line: what is to be repaired and its price, its photos, and its decision — Approve and
 * Reject while undecided (`decision` given), or what was recorded.
 */
function LineCard({
  line,
  contnumber,
  source,
  decision,
  dispatch,
}: {
  line: ApprovalLine;
  contnumber: string;
  source: PhotoSource;
  /** The decision being made; undefined once the decisions are recorded. */
  decision: LineDecision | null | undefined;
  dispatch(action: DecisionAction): void;
}) {
  const open = decision !== undefined;
  const approved = open ? decision?.approved : line.approved;
  const border =
    approved === 1
      ? 'var(--mantine-color-green-6)'
      : approved === 0
        ? 'var(--mantine-color-red-6)'
        : 'var(--mantine-color-gray-4)';
  return (
    <Paper
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      radius="md"
      style={{ borderLeft: `4px solid ${border}` }}
      aria-label={`Line ${line.lineno}`}
      component="section"
    >
      <Group justify="space-between" align="baseline" wrap="nowrap" gap="xs">
        <Text fw={700}>
          Line {line.lineno} · <span style={{ fontFamily: 'monospace' }}>{line.location}</span>
        </Text>
        <Text fw={700} ff="monospace">
          ₹ {formatRupees(line.amount)}
        </Text>
      </Group>
      <Group align="flex-start" gap="md" mt={6} wrap="wrap">
        <SimpleGrid
          cols={{ base: 2, sm: 4 }}
          spacing="sm"
          verticalSpacing={4}
          style={{ flex: '1 1 480px' }}
        >
          <Fact label="Component">{named(line.componentcode, line.componentname)}</Fact>
          <Fact label="Damage">{named(line.damagecode, line.damagename)}</Fact>
          <Fact label="Repair">{named(line.repaircode, line.repairname)}</Fact>
          <Fact label="Size (cm)">{sizeOf(line) || '—'}</Fact>
          <Fact label="Quantity">{line.quantity}</Fact>
          <Fact label="Hours">{line.hours === null ? '—' : hoursText(line.hours)}</Fact>
          <Fact label="Labour">
            {line.labour === null ? '—' : `₹ ${formatRupees(line.labour)}`}
          </Fact>
          <Fact label="Material">
            {line.material === null ? '—' : `₹ ${formatRupees(line.material)}`}
          </Fact>
        </SimpleGrid>
        {line.photos.length > 0 && (
          <LinePhotos
            photos={line.photos}
            title={`${contnumber} line ${line.lineno}`}
            source={source}
            size={64}
          />
        )}
      </Group>
      {open ? (
        <Decide line={line} decision={decision} dispatch={dispatch} />
      ) : (
        <Group gap="sm" mt="sm" align="center">
          <Badge size="lg" variant="light" color={line.approved === 1 ? 'green' : 'red'} tt="none">
            {line.approved === 1 ? 'Approved' : 'Rejected'}
          </Badge>
          {line.approved === 1 && line.approvedamount !== null && (
            <Text size="sm">₹ {formatRupees(line.approvedamount)} approved</Text>
          )}
          {line.approvalnote && (
            <Text size="sm" c="dimmed">
              “{line.approvalnote}”
            </Text>
          )}
        </Group>
      )}
    </Paper>
  );
}

function Decide({
  line,
  decision,
  dispatch,
}: {
  line: ApprovalLine;
  decision: LineDecision | null;
  dispatch(action: DecisionAction): void;
}) {
  const lineno = line.lineno;
  const approved = decision?.approved ?? null;
  return (
    <Stack gap="xs" mt="sm">
      <Group gap="xs" grow>
        <Button
          size="md"
          color="green"
          variant={approved === 1 ? 'filled' : 'default'}
          leftSection={<IconCheck size={18} />}
          aria-pressed={approved === 1}
          aria-label={`Approve line ${lineno}`}
          onClick={() => dispatch({ type: 'decide', lineno, approved: 1 })}
        >
          Approve
        </Button>
        <Button
          size="md"
          color="red"
          variant={approved === 0 ? 'filled' : 'default'}
          leftSection={<IconX size={18} />}
          aria-pressed={approved === 0}
          aria-label={`Reject line ${lineno}`}
          onClick={() => dispatch({ type: 'decide', lineno, approved: 0 })}
        >
          Reject
        </Button>
      </Group>
      <Group gap="xs" grow align="flex-start" wrap="wrap">
        {approved === 1 && (
          <TextInput
            label="Approve a lower amount (₹, optional)"
            placeholder={formatRupees(line.amount)}
            inputMode="decimal"
            miw={200}
            value={decision?.amount ?? ''}
            onChange={(event) =>
              dispatch({ type: 'amount', lineno, text: event.currentTarget.value })
            }
          />
        )}
        <TextInput
          label="Note (optional)"
          miw={200}
          value={decision?.note ?? ''}
          onChange={(event) => dispatch({ type: 'note', lineno, text: event.currentTarget.value })}
        />
      </Group>
    </Stack>
  );
}
