import { Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A column of a portal list: its title, and what a row shows under it. */
export interface PortalColumn<Row> {
  title: string;
  cell(row: Row): ReactNode;
  /** Right-aligned figures (amounts, counts). */
  numeric?: boolean;
}

/**
 * A portal list: a table on a laptop, stacked cards on a phone (each card headed by its first
 * column, the others as label and value, `actions` at its foot), so a page never scrolls sideways.
 */
export function PortalRows<Row>({
  rows,
  columns,
  rowKey,
  actions,
  loading,
  empty,
  label,
}: {
  rows: readonly Row[] | undefined;
  columns: readonly PortalColumn<Row>[];
  rowKey(row: Row): string | number;
  actions?: (row: Row) => ReactNode;
  loading: boolean;
  empty: string;
  /** Names the list for assistive technology ('Survey reports'). */
  label: string;
}) {
  const wide = useMediaQuery('(min-width: 48em)', true);
  if (loading)
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  if (!rows || rows.length === 0)
    return (
      <Text size="sm" c="dimmed" py="md">
        {empty}
      </Text>
    );
  if (!wide) {
    const [head, ...rest] = columns;
    return (
      <Stack gap="xs" aria-label={label} role="list">
        {rows.map((row) => (
          <Paper key={rowKey(row)} withBorder p="sm" radius="md" role="listitem">
            {head && <Text fw={700}>{head.cell(row)}</Text>}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} mt={4}>
              {rest.map((column) => (
                <Stack key={column.title} gap={0} miw={0}>
                  <Text size="xs" c="dimmed">
                    {column.title}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }} component="div">
                    {column.cell(row)}
                  </Text>
                </Stack>
              ))}
            </SimpleGrid>
            {actions && (
              <Group gap="xs" mt="xs">
                {actions(row)}
              </Group>
            )}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover verticalSpacing={6} aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.title} ta={column.numeric ? 'right' : undefined}>
                  {column.title}
                </Table.Th>
              ))}
              {actions && <Table.Th />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td
                    key={column.title}
                    ta={column.numeric ? 'right' : undefined}
                    ff={column.numeric ? 'monospace' : undefined}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {actions && (
                  <Table.Td>
                    <Group gap={6} justify="flex-end" wrap="nowrap">
                      {actions(row)}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** Says a list holds only its first rows, when the call answered as many as it was asked for. */
export function MoreRowsNote({ shown, asked }: { shown: number; asked: number }) {
  if (shown < asked) return null;
  return (
    <Text size="xs" c="dimmed" mt="xs">
      Only the newest {asked} are shown; narrow the dates to see older ones.
    </Text>
  );
}
