import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors';

/**
 * The body of an endpoint whose JSON travels in one field of a multipart form (the spec's
 * `container` and `transaction` fields). A plain JSON body is accepted as well.
 */
export async function readFormBody(request: FastifyRequest, field: string): Promise<unknown> {
  if (!request.isMultipart()) {
    if (request.body === undefined)
      throw badRequest(`Send the ${field} field as multipart form data.`);
    return request.body;
  }
  let text: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field' && part.fieldname === field) text = String(part.value);
      // Files belong to endpoints that take them; here they are read and dropped.
      else if (part.type === 'file') part.file.resume();
    }
  } catch (error) {
    // Limits keep their own 4xx answer; a form that breaks off or is malformed is the client's.
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    throw badRequest('The form could not be read.');
  }
  if (text === undefined)
    throw badRequest(`The form has no ${field} field.`, { [field]: 'Required.' });
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`The ${field} field is not valid JSON.`, { [field]: 'Not valid JSON.' });
  }
}
