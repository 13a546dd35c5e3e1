import type { Multipart } from '@fastify/multipart';
import type { FileParts } from '@quaybook/contract';
import type { FastifyRequest } from 'fastify';
import { type ApiError, badRequest } from './errors';
import { fileRefusals, type ReceivedFile, receive, refusalOf, removeFiles } from './fileParts';

/** What a multipart call sent: its record (the JSON of its form field) and its files. */
export interface Form {
  body: unknown;
  files: ReceivedFile[];
}

interface FormRules {
  /** The field holding the record as JSON (the spec's `container` and `transaction`). */
  field: string | undefined;
  /** Fields each holding one part of the record as JSON; the body is an object of them. */
  fields?: readonly string[] | undefined;
  /** Of `fields`, those holding a plain value rather than JSON text. */
  textFields?: readonly string[] | undefined;
  /** The files the call takes, if any. */
  files: FileParts | undefined;
  /** Where received files wait for the handler. */
  uploadsDir: string;
}

// A file cut at the size limit is kept short, not thrown, so the rest of the form is still read
// and the refusal can name the file. The option is read by the parser but missing from its types.
const partOptions = (rules: FileParts) =>
  ({
    limits: { fileSize: rules.maxBytes, files: rules.maxFiles },
    throwFileSizeLimit: false,
  }) as Parameters<FastifyRequest['parts']>[0];

function readError(error: unknown, rules: FileParts | undefined): unknown {
  const { statusCode, code, syscall } = error as {
    statusCode?: unknown;
    code?: unknown;
    syscall?: unknown;
  };
  if (code === 'FST_FILES_LIMIT' && rules) return fileRefusals.tooMany(rules);
  // The server's own disk failing is its fault, not the client's.
  if (syscall !== undefined) return error;
  // Limits keep their own 4xx answer; a form that breaks off or is malformed is the client's.
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) return error;
  return badRequest('The form could not be read.');
}

function parseField(text: string | undefined, field: string): unknown {
  if (text === undefined)
    throw badRequest(`The form has no ${field} field.`, { [field]: 'Required.' });
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`The ${field} field is not valid JSON.`, { [field]: 'Not valid JSON.' });
  }
}

/**
 * A plain value as sent: the text itself, or the string of a JSON string literal (`"Shipping
 * Bill"`), which older clients send; never required to be JSON.
 */
function plainValue(text: string): string {
  if (!text.startsWith('"')) return text;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'string' ? value : text;
  } catch {
    return text;
  }
}

/** Each field that was sent, by name; a field not sent is left out for the schema to judge. */
function parseFields(
  texts: ReadonlyMap<string, string>,
  names: readonly string[],
  plain: readonly string[] = [],
) {
  const body: Record<string, unknown> = {};
  for (const name of names) {
    const text = texts.get(name);
    if (text === undefined) continue;
    body[name] = plain.includes(name) ? plainValue(text) : parseField(text, name);
  }
  return body;
}

/**
 * Reads a multipart call once: the record, as JSON in its one field, and each file of the field
 * the endpoint declares, streamed to a temporary file within its limits (never held whole in
 * memory). Any refusal removes what was received. A call that takes no files may send its record
 * as a plain JSON body instead, and any files it is sent are read and dropped.
 */
export async function readForm(request: FastifyRequest, rules: FormRules): Promise<Form> {
  const { field, fields: jsonFields, files: fileRules } = rules;
  if (!request.isMultipart()) {
    if (fileRules)
      throw badRequest(`Send the form as multipart form data, with files in ${fileRules.field}.`);
    if (request.body === undefined)
      throw badRequest(`Send the ${field ?? jsonFields?.join(', ')} field as multipart form data.`);
    return { body: request.body, files: [] };
  }

  let text: string | undefined;
  const texts = new Map<string, string>();
  const files: ReceivedFile[] = [];
  // The first refusal is kept while the rest of the form is read, so the answer reaches a
  // client that is still sending.
  let refused: ApiError | undefined;
  const keep = (name: string, value: string) => {
    if (name === field) text = value;
    else if (jsonFields?.includes(name)) texts.set(name, value);
  };
  const take = async (part: Multipart) => {
    if (part.type === 'field') {
      keep(part.fieldname, String(part.value));
      return;
    }
    // A record may come as a JSON file part (a Blob of application/json), as the spec's client
    // sends `transaction` on the EGM and BL saves: read it as the field's text.
    if (part.fieldname === field || jsonFields?.includes(part.fieldname)) {
      keep(part.fieldname, (await part.toBuffer()).toString('utf8'));
      return;
    }
    refused ??= fileRules && refusalOf(part, fileRules);
    if (!fileRules || refused) {
      part.file.resume();
      return;
    }
    const { file, truncated } = await receive(part, rules.uploadsDir);
    files.push(file);
    if (truncated) refused = fileRefusals.tooLarge(file.filename, fileRules);
  };

  try {
    for await (const part of request.parts(fileRules && partOptions(fileRules))) await take(part);
    if (refused) throw refused;
    if (jsonFields) return { body: parseFields(texts, jsonFields, rules.textFields), files };
    return { body: field === undefined ? undefined : parseField(text, field), files };
  } catch (error) {
    await removeFiles(files);
    throw readError(error, fileRules);
  }
}
