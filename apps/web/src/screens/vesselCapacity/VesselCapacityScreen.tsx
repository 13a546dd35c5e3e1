import { Alert, Button, Group, Paper, Stack, Table, Text, Textarea, Title } from '@mantine/core';
import {
  bookingNoProblem,
  VESSEL_CAPACITY_MESSAGES as MESSAGES,
  prettyCapacityKey,
  type VesselCapacitySummary,
} from '@quaybook/contract';
import { IconDownload, IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { saveFile } from '../../lists/export/download';
import { fetchCapacity, fetchWorkbook } from './capacityLookup';
import { lookupProblem } from './capacityProblem';

const shown = (value: string | number) =>
  typeof value === 'number' ? value.toLocaleString('en-IN') : value || '—';

/** The summary as label and value, figures to the right. */
function CapacityGrid({ summary }: { summary: VesselCapacitySummary }) {
  return (
    <Paper withBorder p="sm" radius="sm" maw={760}>
      <Title order={5} mb={6}>
        Vessel Capacity Information
      </Title>
      <Table
        striped
        withTableBorder
        withColumnBorders
        verticalSpacing={3}
        fz="sm"
        aria-label="Vessel Capacity Information"
      >
        <Table.Tbody>
          {summary.map(({ key, value }) => (
            <Table.Tr key={key}>
              <Table.Th w={230} fw={600} scope="row">
                {prettyCapacityKey(key)}
              </Table.Th>
              <Table.Td
                ta={typeof value === 'number' ? 'right' : 'left'}
                style={{ fontVariantNumeric: 'tabular-nums', wordBreak: 'break-word' }}
              >
                {shown(value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/**
 * Vessel Capacity (002 §2.4): what a booking reserved — its booking records and the containers
 * on the party's bills of lading — against what was loaded, as a grid and as a workbook.
 */
export default function VesselCapacityScreen() {
  const [bookingNo, setBookingNo] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [busy, setBusy] = useState<'' | 'looking' | 'downloading'>('');
  const [summary, setSummary] = useState<VesselCapacitySummary | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Runs one action on a checked booking number; a bad one is said at the field. */
  const run = async (kind: 'looking' | 'downloading', action: () => Promise<void>) => {
    if (busy) return;
    const refused = bookingNoProblem(bookingNo);
    setInvalid(refused);
    if (refused) return;
    setBusy(kind);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      if (kind === 'looking') setSummary(null);
      setProblem(lookupProblem(error));
    } finally {
      setBusy('');
    }
  };

  const lookUp = () =>
    run('looking', async () => {
      setSummary(null);
      setSummary(await fetchCapacity(bookingNo));
    });
  const download = () => run('downloading', async () => saveFile(await fetchWorkbook(bookingNo)));

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey) return;
    event.preventDefault();
    void lookUp();
  };

  return (
    <Stack gap="sm">
      <Title order={3}>Vessel Capacity</Title>
      <Paper withBorder p="sm" radius="sm" maw={760}>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <Textarea
            label="Booking Number"
            placeholder="Booking number, then Enter"
            autosize
            minRows={1}
            maxRows={3}
            w={320}
            value={bookingNo}
            error={invalid}
            onChange={(event) => {
              setBookingNo(event.currentTarget.value.toUpperCase());
              setInvalid(null);
            }}
            onKeyDown={onKeyDown}
            data-autofocus
            autoFocus
          />
          <Button
            leftSection={<IconSearch size={16} />}
            loading={busy === 'looking'}
            onClick={() => void lookUp()}
            mb={invalid ? 22 : 0}
          >
            Get Capacity
          </Button>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            loading={busy === 'downloading'}
            onClick={() => void download()}
            mb={invalid ? 22 : 0}
          >
            Download Excel
          </Button>
        </Group>
      </Paper>
      {busy === 'looking' && (
        <Text size="sm" c="dimmed">
          {MESSAGES.loading}
        </Text>
      )}
      {problem && (
        <Alert color="red" variant="light" maw={760} title="Vessel capacity" role="alert">
          {problem}
        </Alert>
      )}
      {summary && <CapacityGrid summary={summary} />}
    </Stack>
  );
}
