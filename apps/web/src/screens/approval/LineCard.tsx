import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { EstimateForApproval } from '@quaybook/contract';
import { formatRupees, hoursText } from '@quaybook/domain';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { PhotoSource } from '../../photos/usePhotoUrl';
import { sizeOf } from '../estimates/EstimateLinesTable';
import { Fact } from '../estimates/Facts';
import { LinePhotos } from '../estimates/LinePhotos';
import type { DecisionAction, LineDecision } from './approvalState';

// One estimate line as the line decides it: on the e-mailed approval page and in the portal.

/** A line as both show it: the estimate's line, of which the approval page sends a part. */
export type DecidedLine = EstimateForApproval['lines'][number];

const named = (code: string | null, name: string | null) =>
  [code, name].filter(Boolean).join(' · ') || '—';

/**
 * One line: what is to be repaired and its price, its photos, and its decision — Approve and
 * Reject while undecided (`decision` given), or what was recorded.
 */
export function LineCard({
  line,
  contnumber,
  source,
  decision,
  dispatch,
}: {
  line: DecidedLine;
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
      ) : line.approved === null ? null : (
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
  line: DecidedLine;
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
