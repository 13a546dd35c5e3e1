import { Button, Text } from '@mantine/core';
import { IconDatabaseSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { call } from '../../api/client';
import { notify } from '../../notify';
import type { EntityListDescriptor } from '../descriptor';

/**
 * The Search button of a list with a server look-up (containers): it asks the server for rows
 * matching the typed text and the list shows them while the box still holds that text. The query
 * sits under the list's key, so a save that refreshes the list refreshes the answer too.
 */
export function useServerSearch<Row>(
  descriptor: EntityListDescriptor<Row>,
  listKey: readonly unknown[],
  text: string,
  onSearched: () => void,
): { rows: Row[] | undefined; control: ReactNode } {
  const search = descriptor.serverSearch;
  const [searched, setSearched] = useState<string | null>(null);
  const wanted = text.trim();
  const active = search !== undefined && searched !== null && searched === wanted;
  const found = useQuery({
    queryKey: [...listKey, 'serverSearch', searched],
    queryFn: async () => {
      if (!search) return [];
      const reply = await call(search.endpoint, { params: { [search.param]: searched } } as never);
      return reply.data as Row[];
    },
    enabled: active,
  });
  useEffect(() => {
    // The spec shows the server's own message for a failed container call.
    if (active && found.error) notify.error(found.error.message);
  }, [active, found.error]);

  if (!search) return { rows: undefined, control: null };
  const control = (
    <>
      <Button
        size="sm"
        variant="light"
        leftSection={<IconDatabaseSearch size={16} />}
        disabled={wanted === ''}
        loading={active && found.isFetching}
        onClick={() => {
          setSearched(wanted);
          onSearched();
          if (searched === wanted) void found.refetch();
        }}
      >
        Search
      </Button>
      {active && found.data && (
        <Text size="sm" c="dimmed" aria-live="polite">
          {found.data.length} found on the server
        </Text>
      )}
    </>
  );
  return { rows: active ? found.data : undefined, control };
}
