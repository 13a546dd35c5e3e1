import type { Readable } from 'node:stream';

/** A file a handler answers with; the route wrapper sends it to be saved under `filename`. */
export interface FileAnswer {
  readonly kind: 'file';
  filename: string;
  contentType: string;
  body: Readable | Buffer;
  /** The length in bytes, when known before sending. */
  size?: number | undefined;
}

/**
 * The answer of a file endpoint.
 * @example return fileAnswer({ filename: 'containers.csv', contentType: 'text/csv', body });
 */
export function fileAnswer(file: Omit<FileAnswer, 'kind'>): FileAnswer {
  return { kind: 'file', ...file };
}

export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && (value as FileAnswer).kind === 'file';

// RFC 8187 leaves these unencoded in encodeURIComponent but not allowed in an ext-value.
const encodeExtValue = (text: string) =>
  encodeURIComponent(text).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/**
 * The Content-Disposition of a download (RFC 6266): the name in ASCII for old clients, each
 * other character as '_', then the exact name in UTF-8.
 * @example contentDisposition('Bill №7.pdf')
 * // attachment; filename="Bill _7.pdf"; filename*=UTF-8''Bill%20%E2%84%967.pdf
 */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(filename)}`;
}
