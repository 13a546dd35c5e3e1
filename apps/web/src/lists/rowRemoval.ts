import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, call } from '../api/client';
import { notify } from '../notify';
import type { EntityListDescriptor } from './descriptor';
import { refreshRows } from './refreshRows';

/** Deleting a row: ask first, then call the entity's delete endpoint and reload the list. */
export function useRowRemoval<Row>(
  descriptor: EntityListDescriptor<Row>,
  queryKey: readonly unknown[],
) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<Row | null>(null);
  const remove = useMutation({
    mutationFn: async (row: Row) => {
      const endpoint = descriptor.endpoints.remove;
      if (!endpoint) throw new Error(`${descriptor.entityName} rows cannot be deleted`);
      return call(endpoint, { params: { [descriptor.idKey]: row[descriptor.idKey] } } as never);
    },
    onSuccess: async (reply) => {
      notify.success(
        reply.message || descriptor.messages.deleted || `${descriptor.entityName} deleted.`,
      );
      setAsking(null);
      await refreshRows(queryClient, descriptor, queryKey);
    },
    onError: (error) => {
      notify.error(
        error instanceof ApiError && error.status > 0
          ? error.message
          : (descriptor.messages.deleteError ?? `Error deleting ${descriptor.entityName}.`),
      );
    },
  });
  return {
    enabled: descriptor.endpoints.remove !== undefined,
    asking,
    ask: (row: Row) => setAsking(row),
    cancel: () => setAsking(null),
    confirm: () => {
      if (asking) remove.mutate(asking);
    },
    busy: remove.isPending,
  };
}
