import type { Endpoint, OutgoingFile, RequestOf } from '@quaybook/contract';
import { call } from '../api/client';

/**
 * Calls an endpoint that takes photos, with the photos beside the request. The contract declares
 * which calls take files (`files` on the endpoint) and the client sends them, but its request
 * type does not offer the field, so it is added here, in one place.
 * @example await callWithPhotos(api.inspection.create, { body }, photos);
 */
export function callWithPhotos<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E>,
  files: readonly OutgoingFile[],
) {
  return call(endpoint, { ...(request as object), files } as RequestOf<E>);
}
