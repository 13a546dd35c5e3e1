import type { FieldProblems } from '@quaybook/contract';

/** A refusal the client can act on: its message is shown to the user as it stands. */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields: FieldProblems = {},
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
