import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import {
  ACKNOWLEDGEMENT_LABELS,
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_MESSAGE_LABELS,
  DELIVERY_STATE_LABELS,
  type DeliveryRow,
} from '@quaybook/contract';
import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import type { ReactNode } from 'react';
import type { TableColumn } from '../../lists/table/ListTable';
import { DELIVERY_STATE_COLOURS } from './deliveryStateColours';

/**
 * A time of the log as the port keeps it (IST): the day over the time, so the four times of a
 * row take little room; nothing for none.
 */
function AtPort({ iso }: { iso: string | null }) {
  if (!iso) return null;
  const [day, time] = formatDate(iso, { time: true, timeZone: PORT_TIME_ZONE }).split(' ');
  return <Over top={<Text size="xs">{day}</Text>} under={time} />;
}

/** Two facts of a row in one cell: the first, and the one that goes with it small below. */
function Over({ top, under }: { top: ReactNode; under: string | null | undefined }) {
  return (
    <Stack gap={0} align="flex-start">
      {top}
      {under && (
        <Text size="xs" c="dimmed">
          {under}
        </Text>
      )}
    </Stack>
  );
}

const time = (key: string, title: string, of: (row: DeliveryRow) => string | null) => ({
  key,
  title,
  sortable: false,
  render: (row: DeliveryRow) => <AtPort iso={of(row)} />,
});

const text = (key: string, title: string, of: (row: DeliveryRow) => string) => ({
  key,
  title,
  sortable: false,
  render: of,
});

const count = (key: string, title: string, short: string, of: (row: DeliveryRow) => number) => ({
  ...text(key, title, (row) => String(of(row))),
  short,
  align: 'right' as const,
});

/** A long text cut to its room, whole on hover. */
function Cut({ value, width, colour }: { value: string; width: number; colour?: string }) {
  return (
    <Tooltip label={value} multiline maw={420} disabled={value === ''}>
      <Text size="xs" c={colour} truncate="end" maw={width}>
        {value}
      </Text>
    </Tooltip>
  );
}

/** How many containers a delivery holds, and their numbers (the first few) cut to the cell. */
function ContainersCell({ row }: { row: DeliveryRow }) {
  const more = row.containers - row.containernos.length;
  const numbers = `${row.containernos.join(', ')}${more > 0 ? `, and ${more} more` : ''}`;
  return (
    <Stack gap={0} align="flex-start">
      <Text size="xs">{row.containers}</Text>
      {row.containernos.length > 0 && <Cut value={numbers} width={150} colour="dimmed" />}
    </Stack>
  );
}

/** The acknowledgement the line sent back, with its detail on a second line. */
function AcknowledgementCell({ row }: { row: DeliveryRow }) {
  if (!row.acknowledgement) return null;
  return (
    <Stack gap={0} align="flex-start">
      <Badge
        size="xs"
        variant="light"
        color={row.acknowledgement === 'acknowledged' ? 'green' : 'red'}
      >
        {ACKNOWLEDGEMENT_LABELS[row.acknowledgement]}
      </Badge>
      {row.acknowledgementdetail && (
        <Cut value={row.acknowledgementdetail} width={120} colour="dimmed" />
      )}
    </Stack>
  );
}

export const DELIVERY_LOG_COLUMNS: readonly TableColumn<DeliveryRow>[] = [
  time('createdat', 'Date', (row) => row.createdat),
  { ...text('shortname', 'Line', (row) => row.shortname), maxWidth: 110 },
  {
    key: 'message',
    title: 'Message and its control reference',
    short: 'Message',
    sortable: false,
    render: (row) => (
      <Over
        top={<span title={DELIVERY_MESSAGE_LABELS[row.message]}>{row.message}</span>}
        under={row.reference}
      />
    ),
  },
  {
    key: 'containers',
    title: 'Containers: how many, and their numbers',
    short: 'Containers',
    sortable: false,
    render: (row) => <ContainersCell row={row} />,
  },
  {
    key: 'destination',
    title: 'Destination and channel',
    short: 'Destination',
    sortable: false,
    render: (row) => (
      <Over
        top={<Cut value={row.destination} width={140} />}
        under={DELIVERY_CHANNEL_LABELS[row.channel]}
      />
    ),
  },
  {
    key: 'state',
    title: 'State',
    sortable: false,
    // The badge whole: 'Failing, retried' is never cut.
    minWidth: '110px',
    render: (row) => (
      <Badge
        size="xs"
        variant="light"
        color={DELIVERY_STATE_COLOURS[row.state]}
        style={{ flexShrink: 0 }}
      >
        {DELIVERY_STATE_LABELS[row.state]}
      </Badge>
    ),
  },
  count('attempts', 'Attempts', 'Tries', (row) => row.attempts),
  {
    key: 'lasterror',
    title: 'Last error',
    sortable: false,
    render: (row) => <Cut value={row.lasterror ?? ''} width={130} colour="red" />,
  },
  time('nextattemptat', 'Next attempt', (row) => row.nextattemptat),
  time('sentat', 'Sent at', (row) => row.sentat),
  {
    key: 'acknowledgement',
    title: 'Acknowledgement',
    short: 'Ack',
    sortable: false,
    render: (row) => <AcknowledgementCell row={row} />,
  },
];
