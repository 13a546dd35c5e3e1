import { api, type DownloadedFile } from '@quaybook/contract';
import { call } from '../api/client';
import { saveFile } from '../lists/export/download';

/** A document the server issued for the caller's company, by its name (`GET /document/{name}`). */
export async function issuedDocument(filename: string): Promise<DownloadedFile> {
  return (await call(api.documents.download, { params: { filename } })).data;
}

/** Saves an issued document under the name the server gives it. */
export async function downloadDocument(filename: string): Promise<void> {
  saveFile(await issuedDocument(filename));
}
