import { type FieldProblems, Status } from '@quaybook/contract';

/** A refusal the client can act on: its message is shown to the user as it stands. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: FieldProblems = {},
    /** The envelope's status: failure, or 2 for an invalid container number. */
    readonly envelopeStatus: Status = Status.failure,
    /** What the envelope carries instead of the field problems: its data (item 2), and item 3. */
    readonly answer?: { data: unknown; extra?: unknown },
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, fields?: FieldProblems) =>
  new ApiError(400, message, fields);
export const unauthorized = (message: string) => new ApiError(401, message);
export const forbidden = (message: string) => new ApiError(403, message);
export const notFound = (message: string) => new ApiError(404, message);
export const conflict = (message: string, fields?: FieldProblems) =>
  new ApiError(409, message, fields);
export const tooManyRequests = (message: string) => new ApiError(429, message);

/**
 * A refusal whose answer carries data of its own (item 2: the rows a screen lists with their
 * reasons; item 3 when given), the envelope's status 0.
 */
export const refusedWith = (statusCode: number, message: string, data: unknown, extra?: unknown) =>
  new ApiError(statusCode, message, {}, Status.failure, { data, extra });

/** A container number that is not 4 letters and 7 digits: envelope status 2, as the spec has it. */
export const invalidContainer = (message: string, fields?: FieldProblems) =>
  new ApiError(400, message, fields, Status.invalidContainer);

/**
 * Nothing to do, and nothing wrong (a report call's status 2): the message is shown as
 * information, and the transaction, if any, changes nothing.
 */
export const information = (message: string) => new ApiError(200, message, {}, Status.information);
