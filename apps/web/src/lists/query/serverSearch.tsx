import { Button, Text } from '@mantine/core';
import type { EntityEndpoints } from '@quaybook/contract';
import { IconDatabaseSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import type { ListRow, ListScreen } from '../listScreen';

/**
 * The Search button of a list with a server look-up (containers): it asks the server for rows
 * matching the typed text and the list shows them while the box still holds that text.
 */
export function useServerSearch<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  text: string,
  onSearched: () => void,
): { rows: readonly ListRow<E>[] | undefined; control: ReactNode } {
  const search = screen.serverSearch;
  const [searched, setSearched] = useState<string | null>(null);
  const wanted = text.trim();
  const active = search !== undefined && searched !== null && searched === wanted;
  const found = useQuery({
    queryKey: queryKeys.listLookup(screen.entity.endpoints.list.path, searched),
    queryFn: () => (search && searched ? search(searched) : Promise.resolve([])),
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
