import type { api, DownloadedFile } from '@quaybook/contract';
import { call } from '../api/client';

/**
 * A file endpoint that gives back a document the server issued, by its file name
 * (`api.report.pdf`, `api.bill.pdf`, `api.misBill.pdf`, …).
 */
// Every such endpoint is declared alike (`fileEndpoint` with `documentNameQuery`), so one of them
// names the type of all.
export type DocumentEndpoint = typeof api.report.pdf;

/**
 * Fetches an issued document with the session's token; a refusal is thrown as the server's
 * CallError (an unknown name, or another company's file, is not found).
 * @example const file = await fetchDocument(api.report.pdf, 'SR-2026-0001.pdf');
 */
export async function fetchDocument(
  endpoint: DocumentEndpoint,
  filename: string,
): Promise<DownloadedFile> {
  const { data } = await call(endpoint, { query: { filename } });
  return data;
}
