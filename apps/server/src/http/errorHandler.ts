import type { Socket } from 'node:net';
import { answerItems, Status } from '@quaybook/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors';
import { knownFault } from './serverFaults';

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not accepted here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request length does not match its content.',
};

const SERVER_FAULT =
  'Something went wrong on the server. Please try again; if it keeps happening, tell your administrator.';

/**
 * Answers in the endpoint's wire shape: the envelope in the call's layout (`answerItems`), or
 * `{detail}` for the sign-in calls.
 */
export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  statusCode: number,
  message: string,
  fields: Record<string, string> = {},
  envelopeStatus: Status = Status.failure,
  answer?: ApiError['answer'],
) {
  reply.code(statusCode);
  if (statusCode === 401) reply.header('www-authenticate', 'Bearer');
  const config = request.routeOptions.config;
  if (config?.reply === 'token') return reply.send({ detail: message });
  // A refusal may carry data of its own (the rows refused, with their reasons) for its fields.
  const [data, extra] = answer ? [answer.data, answer.extra] : [fields, undefined];
  return reply.send(answerItems(config ?? {}, envelopeStatus, message, data, extra));
}

export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      // A refusal caused by a library's failure (a workbook that would not read) keeps that
      // failure for whoever has to tell a bad file from a fault.
      if (error.cause) request.log.warn({ err: error.cause }, `refused: ${error.message}`);
      return sendFailure(
        request,
        reply,
        error.statusCode,
        error.message,
        error.fields,
        error.envelopeStatus,
        error.answer,
      );
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = FRAMEWORK_MESSAGES[error.code] ?? `The request was refused: ${error.message}`;
      return sendFailure(request, reply, status, message);
    }
    request.log.error({ err: error }, 'request failed');
    const known = knownFault(error);
    if (known) return sendFailure(request, reply, known.statusCode, known.message);
    return sendFailure(request, reply, 500, SERVER_FAULT);
  });
}

/** What a request too long to be read at all is told, before any call is known. */
export const REQUEST_TOO_LONG =
  "The request's address and headers are too long. Send a long list of ids as the JSON body of a POST to the same path.";

/**
 * A request the HTTP parser refused before any route saw it (an address or headers past the
 * limit, a malformed request) still gets the envelope, in the plain layout: no call is known yet.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, text, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', REQUEST_TOO_LONG]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request could not be read as HTTP.'];
  const body = JSON.stringify(answerItems({}, Status.failure, message, {}));
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${text}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
