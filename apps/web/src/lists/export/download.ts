import { noticeSavedFile } from './savedFileNotice';

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
 * Saves a generated file under its name and leaves a toast naming it, with a link to download
 * it again; `message` heads the toast ('File saved' when left out).
 * @example saveFile((await call(api.container.export, { query: { format: 'csv' } })).data)
 */
export function saveFile(file: { blob: Blob; filename: string }, message?: string): void {
  downloadBlob(file.blob, file.filename);
  noticeSavedFile(file.blob, file.filename, message);
}
