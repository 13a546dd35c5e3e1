import { CallError } from '../../api/client';

/** The server's refusal as it said it; a generic line when the server could not be reached. */
export function failureText(error: unknown): string {
  return error instanceof CallError && error.status !== 0
    ? error.message
    : 'The page could not be loaded; try again.';
}
