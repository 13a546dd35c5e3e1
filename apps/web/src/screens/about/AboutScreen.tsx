import { Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type About, api } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { buildInfo } from './buildInfo';

/** The database as a person names it: 'Embedded PGlite 0.5.16 (PostgreSQL 18.6)', 'PostgreSQL 15.18'. */
export function databaseText(database: About['database']): string {
  return database.kind === 'pglite'
    ? `Embedded PGlite ${database.version} (PostgreSQL ${database.postgres})`
    : `PostgreSQL ${database.version}`;
}

const count = (n: number) => n.toLocaleString('en-IN');

/**
 * How this server's reads on its replica have gone: 'Caught up (0 ms behind, at most 312 ms);
 * 1,204 reads there, 3 on the primary, 2 waited for their user's save'.
 */
export function replicaText(replica: NonNullable<About['replica']>): string {
  const state = {
    'caught up': 'Caught up',
    behind: 'Behind: the primary answers',
    unreachable: 'Unreachable: the primary answers',
  }[replica.state];
  const lag = replica.lagMs === null ? '' : `${count(replica.lagMs)} ms behind, `;
  const waited =
    replica.waits.count === 0 ? '' : `, ${count(replica.waits.count)} waited for their user's save`;
  return `${state} (${lag}at most ${count(replica.maxLagMs)} ms); ${count(replica.reads.replica)} reads there, ${count(replica.reads.primary)} on the primary${waited}`;
}

const megabytes = (bytes: number) => `${count(Math.round(bytes / 1048576))} MB`;

/** Where the server's memory goes: '212 MB in all: JavaScript 61 MB, buffers 3 MB, PGlite 128 MB'. */
export function memoryText(memory: About['memory']): string {
  const parts = [
    `JavaScript ${megabytes(memory.javascript)}`,
    `buffers ${megabytes(memory.buffers)}`,
    ...(memory.database === null ? [] : [`PGlite ${megabytes(memory.database)}`]),
  ];
  return `${megabytes(memory.resident)} in all: ${parts.join(', ')}`;
}

const buildText = () =>
  buildInfo.commit === 'dev' && buildInfo.built === 'dev'
    ? 'dev'
    : `${buildInfo.commit}, built ${buildInfo.built === 'dev' ? 'dev' : formatDate(buildInfo.built)}`;

/** What this Quaybook is: product, version and build, and the database it runs on. */
export default function AboutScreen() {
  const { data: about, isError } = useQuery({
    queryKey: queryKeys.about,
    queryFn: async () => (await call(api.reference.about, {})).data,
  });
  // The server's version is shown too only when it differs from the web app's.
  const version =
    about && about.version !== buildInfo.version
      ? `${buildInfo.version} (server ${about.version})`
      : buildInfo.version;
  const database = about ? (
    databaseText(about.database)
  ) : isError ? (
    <Text span c="red" size="sm">
      The server could not be asked.
    </Text>
  ) : (
    <Loader size="xs" />
  );
  const facts: [string, React.ReactNode][] = [
    ['Product', about?.product ?? 'Quaybook'],
    ['Version', version],
    ['Build', buildText()],
    ['Database', database],
  ];
  if (about?.replica) facts.push(['Replica', replicaText(about.replica)]);
  if (about) facts.push(['Server memory', memoryText(about.memory)]);
  return (
    <Paper withBorder p="xl" radius="sm" maw={560}>
      <Stack gap="sm">
        <Title order={3}>About Quaybook</Title>
        <Text c="dimmed" size="sm">
          Container survey, depot and billing at the ports of Kolkata, Haldia and Paradip.
        </Text>
        <Table variant="vertical" withTableBorder layout="fixed">
          <Table.Tbody>
            {facts.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th w={140}>{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
