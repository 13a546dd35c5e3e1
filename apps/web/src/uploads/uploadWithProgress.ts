import {
  CallError,
  type DataOf,
  type Endpoint,
  type ExtraOf,
  envelopeReply,
  NETWORK_FAILURE,
  type Reply,
  type RequestOf,
  requestOf,
  UPLOAD_TIMEOUT_MS,
} from '@quaybook/contract';
import { clientOptions } from '../api/client';

/** Said when the spec's time-out passes before the server answers. */
export const UPLOAD_TIMED_OUT =
  'The upload took longer than 15 minutes and was stopped: split the file and upload the parts.';

/**
 * Sends an upload call as `call` would, through XMLHttpRequest so that the part of the file sent
 * so far can be shown (fetch tells nothing of an upload's progress), within the spec's time-out.
 * The request and the reading of the answer are the contract client's own.
 * @example await uploadWithProgress(api.ovaUpload.ovaImport, { query, files }, setPercent);
 */
export function uploadWithProgress<E extends Endpoint>(
  endpoint: E,
  request: RequestOf<E>,
  onProgress: (percent: number) => void,
): Promise<Reply<DataOf<E>, ExtraOf<E>>> {
  const { url, method, headers, body, signed } = requestOf(clientOptions, endpoint, request);
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(100, Math.round((event.loaded * 100) / event.total)));
    };
    xhr.onload = () => {
      if (xhr.status === 401 && signed) clientOptions.onUnauthorized?.();
      let json: unknown;
      try {
        json = JSON.parse(xhr.responseText);
      } catch {
        json = undefined;
      }
      try {
        onProgress(100);
        resolve(envelopeReply(json, xhr.status, endpoint));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new CallError(NETWORK_FAILURE, 0));
    xhr.ontimeout = () => reject(new CallError(UPLOAD_TIMED_OUT, 0));
    xhr.send(body ?? null);
  });
}
