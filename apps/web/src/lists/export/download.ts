import type { DownloadedFile } from '@quaybook/contract';

/** Saves a blob as a file through the browser's download. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Saves a file the server answered, under the name it gave.
 * @example saveFile((await call(api.container.export, { query: { format: 'csv' } })).data)
 */
export function saveFile(file: DownloadedFile): void {
  downloadBlob(file.blob, file.filename);
}
