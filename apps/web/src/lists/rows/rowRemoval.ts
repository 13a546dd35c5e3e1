import { removeRequest } from '@quaybook/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CallError, call } from '../../api/client';
import { notify } from '../../notify';
import type { EntityListDescriptor } from '../descriptor';
import { refreshRows } from './refreshRows';

/** Deleting a row: ask first, then call the entity's delete endpoint and reload the list. */
export function useRowRemoval<Row>(
  descriptor: EntityListDescriptor<Row>,
  queryKey: readonly unknown[],
) {
  const { entity } = descriptor;
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Row | null>(null);
  const remove = useMutation({
    mutationFn: async (row: Row) => {
      const endpoint = entity.endpoints.remove;
      if (!endpoint) throw new Error(`${entity.label} rows cannot be deleted`);
      return call(
        endpoint,
        removeRequest(entity, Number((row as Record<string, unknown>)[entity.id])),
      );
    },
    onSuccess: async (reply) => {
      notify.success(reply.message || entity.messages.deleted || `${entity.label} deleted.`);
      setAsking(null);
      await refreshRows(queryClient, descriptor, queryKey);
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
    ask: (row: Row) => setAsking(row),
    cancel: () => setAsking(null),
    confirm: () => {
      if (asking) remove.mutate(asking);
    },
    busy: remove.isPending,
  };
}
