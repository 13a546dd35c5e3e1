import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FileParts } from '@quaybook/contract';
import { privateFolder, privateWriteStream } from '../shared/privateFiles';
import { ApiError } from './errors';

/** A file sent with a call, as its handler receives it: already on disk, within the limits. */
export interface ReceivedFile {
  /** The form field it came in. */
  field: string;
  /** The name the sender gave it, without any folder. */
  filename: string;
  contentType: string;
  size: number;
  /** The temporary file holding the bytes; removed once the handler is done. */
  path: string;
  open(): Readable;
}

const KB = 1024;
const MB = 1024 * KB;

/** A size as a person reads it: '5 MB', '512 KB', '100 bytes'. */
function sizeText(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= KB) return `${Number((bytes / KB).toFixed(1))} KB`;
  return `${bytes} bytes`;
}

const refusal = (status: number, rules: FileParts, message: string) =>
  new ApiError(status, message, { [rules.field]: message });

/** Why files of a call are refused; each refusal names the file. */
export const fileRefusals = {
  tooLarge: (filename: string, rules: FileParts) =>
    refusal(413, rules, `${filename} is larger than ${sizeText(rules.maxBytes)}.`),
  tooMany: (rules: FileParts) =>
    refusal(
      413,
      rules,
      `Send at most ${rules.maxFiles} ${rules.maxFiles === 1 ? 'file' : 'files'} at once.`,
    ),
  wrongType: (filename: string, rules: FileParts) =>
    refusal(
      400,
      rules,
      `${filename} is not a file this form takes; send ${rules.types?.join(', ')}.`,
    ),
  wrongField: (field: string, rules: FileParts) =>
    refusal(400, rules, `Files go in the form field ${rules.field}, not ${field}.`),
};

/**
 * Whether a file is of a type the call takes: `types` lists content types ('application/pdf',
 * 'image/*') and extensions ('.xlsx'); without it, any file is taken.
 */
function isAccepted(rules: FileParts, filename: string, contentType: string): boolean {
  if (!rules.types) return true;
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  const name = filename.toLowerCase();
  return rules.types.some((accepted) => {
    const wanted = accepted.toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

/** The refusal of a file part before any of it is read, or undefined when it may be received. */
export function refusalOf(part: MultipartFile, rules: FileParts): ApiError | undefined {
  if (part.fieldname !== rules.field) return fileRefusals.wrongField(part.fieldname, rules);
  if (!isAccepted(rules, part.filename, part.mimetype))
    return fileRefusals.wrongType(baseName(part.filename), rules);
  return undefined;
}

// Some browsers send the whole path the file was picked from.
const baseName = (filename: string) => filename.split(/[\\/]/).pop() || 'file';

/**
 * Streams a file part to a new temporary file in `dir`. The part stops at the call's size limit
 * (the parser cuts it there); `truncated` says it was longer.
 */
export async function receive(
  part: MultipartFile,
  dir: string,
): Promise<{ file: ReceivedFile; truncated: boolean }> {
  await privateFolder(dir);
  const target = path.join(dir, `${randomUUID()}.upload`);
  const sink = await privateWriteStream(target);
  try {
    await pipeline(part.file, sink);
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return {
    file: {
      field: part.fieldname,
      filename: baseName(part.filename),
      contentType: part.mimetype,
      size: sink.bytesWritten,
      path: target,
      open: () => createReadStream(target),
    },
    truncated: part.file.truncated,
  };
}

/** Removes the temporary files of a call. */
export async function removeFiles(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((file) => rm(file.path, { force: true })));
}

/**
 * Removes the temporary files of calls cut off with their process (killed mid-request): every
 * one when no other process can be receiving into the folder (`olderThan` undefined), else
 * those last written before `olderThan`, which no call still running can own. Answers how many.
 */
export async function sweepReceivedFiles(dir: string, olderThan?: Date): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!name.endsWith('.upload')) continue;
    const file = path.join(dir, name);
    const written = await stat(file).catch(() => undefined);
    if (!written || (olderThan && written.mtime >= olderThan)) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
