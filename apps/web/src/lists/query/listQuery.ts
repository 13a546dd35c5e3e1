import { queryOptions } from '@tanstack/react-query';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { referenceNameOf, referenceQuery } from '../../reference/referenceLists';
import type { EntityListDescriptor } from '../descriptor';

/** Rows of a list screen: shared with its cached reference list when it has one. */
export function listQuery<Row>(descriptor: EntityListDescriptor<Row>) {
  const cached = descriptor.entity.reference;
  if (cached) {
    const name = referenceNameOf(cached);
    return referenceQuery(name) as unknown as ReturnType<typeof plainQuery<Row>>;
  }
  return plainQuery(descriptor);
}

function plainQuery<Row>(descriptor: EntityListDescriptor<Row>) {
  return queryOptions({
    queryKey: queryKeys.list(descriptor.entity.endpoints.list.path),
    queryFn: async () => (await call(descriptor.entity.endpoints.list, {} as never)).data as Row[],
  });
}
