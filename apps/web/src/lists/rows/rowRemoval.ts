import { type EntityEndpoints, removeRequest } from '@quaybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CallError, call } from '../../api/client';
import { notify } from '../../notify';
import type { ListRow, ListScreen } from '../listScreen';
import { refreshRows } from './refreshRows';

/** Deleting a row: ask first, then call the entity's delete endpoint and reload the list. */
export function useRowRemoval<E extends EntityEndpoints>(
  screen: ListScreen<E>,
  queryKey: readonly unknown[],
) {
  const { entity } = screen;
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<ListRow<E> | null>(null);
  const remove = useMutation({
    mutationFn: async (row: ListRow<E>) => {
      const endpoint = entity.endpoints.remove;
      if (!endpoint) throw new Error(`${entity.label} rows cannot be deleted`);
      return call(endpoint, removeRequest(entity, Number(row[entity.id])));
    },
    onSuccess: async (reply) => {
      notify.success(reply.message || entity.messages.deleted || `${entity.label} deleted.`);
      setAsking(null);
      await refreshRows(queryClient, screen, queryKey);
    },
    onError: (error) => {
      notify.error(
        error instanceof CallError && error.status > 0
          ? error.message
          : (entity.messages.deleteError ?? `Error deleting ${entity.label}.`),
      );
    },
  });
  return {
    enabled: entity.endpoints.remove !== undefined,
    asking,
    ask: (row: ListRow<E>) => setAsking(row),
    cancel: () => setAsking(null),
    confirm: () => {
      if (asking) remove.mutate(asking);
    },
    busy: remove.isPending,
  };
}

export type RowRemoval<E extends EntityEndpoints> = ReturnType<typeof useRowRemoval<E>>;
