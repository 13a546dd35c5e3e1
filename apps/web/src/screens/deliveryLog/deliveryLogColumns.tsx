import { Badge, Stack, Text, Tooltip } from '@mantine/core';
import {
  ACKNOWLEDGEMENT_LABELS,
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_MESSAGE_LABELS,
  DELIVERY_STATE_LABELS,
  type DeliveryRow,
} from '@quaybook/contract';
import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import type { TableColumn } from '../../lists/table/ListTable';
import { DELIVERY_STATE_COLOURS } from './deliveryStateColours';

/** A time of the log as the port keeps it: dd/mm/yyyy hh:mm (IST); blank for none. */
const atPort = (iso: string | null) =>
  iso ? formatDate(iso, { time: true, timeZone: PORT_TIME_ZONE }) : '';

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
      {row.acknowledgementdetail && <Cut value={row.acknowledgementdetail} width={180} />}
    </Stack>
  );
}

export const DELIVERY_LOG_COLUMNS: readonly TableColumn<DeliveryRow>[] = [
  text('createdat', 'Date', (row) => atPort(row.createdat)),
  { ...text('shortname', 'Line', (row) => row.shortname), maxWidth: 110 },
  {
    key: 'message',
    title: 'Message',
    sortable: false,
    render: (row) => (
      <Text size="sm" title={DELIVERY_MESSAGE_LABELS[row.message]}>
        {row.message}
      </Text>
    ),
  },
  text('reference', 'Reference', (row) => row.reference ?? ''),
  count('containers', 'Containers', 'Ctrs', (row) => row.containers),
  text('channel', 'Channel', (row) => DELIVERY_CHANNEL_LABELS[row.channel]),
  {
    key: 'destination',
    title: 'Destination',
    sortable: false,
    render: (row) => <Cut value={row.destination} width={170} />,
  },
  {
    key: 'state',
    title: 'State',
    sortable: false,
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
    render: (row) => <Cut value={row.lasterror ?? ''} width={200} colour="red" />,
  },
  text('nextattemptat', 'Next attempt', (row) => atPort(row.nextattemptat)),
  text('sentat', 'Sent at', (row) => atPort(row.sentat)),
  {
    key: 'acknowledgement',
    title: 'Acknowledgement',
    short: 'Ack',
    sortable: false,
    render: (row) => <AcknowledgementCell row={row} />,
  },
];
