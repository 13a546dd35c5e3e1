import { CallError } from '@quaybook/contract';

/**
 * The server's own reason for a refusal (a locked inspection, a field it will not take), or the
 * screen's message when the server was not reached or gave none.
 */
export const serverMessage = (error: unknown, fallback: string) =>
  error instanceof CallError && error.status > 0 ? error.message : fallback;
