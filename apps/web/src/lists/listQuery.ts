import { queryOptions } from '@tanstack/react-query';
import { call } from '../api/client';
import { referenceQuery } from '../reference/referenceLists';
import type { EntityListDescriptor } from './descriptor';

/** Rows of a list screen: shared with its cached reference list when it has one. */
export function listQuery<Row>(descriptor: EntityListDescriptor<Row>) {
  if (descriptor.reference) {
    return referenceQuery(descriptor.reference) as unknown as ReturnType<typeof plainQuery<Row>>;
  }
  return plainQuery(descriptor);
}

function plainQuery<Row>(descriptor: EntityListDescriptor<Row>) {
  return queryOptions({
    queryKey: ['list', descriptor.endpoints.list.path] as const,
    queryFn: async () => (await call(descriptor.endpoints.list, {} as never)).data as Row[],
  });
}
