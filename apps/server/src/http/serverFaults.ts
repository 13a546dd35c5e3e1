/** A fault of the server's surroundings that a person can be told about, and its answer. */
interface KnownFault {
  statusCode: number;
  message: string;
}

export const SERVER_FAULT_MESSAGES = {
  diskFull:
    'The server has no room left to store files, so nothing was saved. Tell your administrator.',
  databaseLost:
    'The server lost its connection to the database. Please try again in a moment; if it keeps happening, tell your administrator.',
} as const;

// Node's codes for a disk that is full, or a quota that is spent.
const DISK_FULL = new Set(['ENOSPC', 'EDQUOT']);
// PostgreSQL's connection exceptions (class 08) and its shutdown and termination of a session
// (57P01–57P03).
const CONNECTION_LOST = /^(08\d{3}|57P0[123])$/;
// A socket that broke or would not open: the database's only when a query met it, as a mail
// server's reads the same.
const SOCKET_LOST = new Set(['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ETIMEDOUT']);
// node-postgres says so only in words when the socket ended under a client.
const CONNECTION_WORDS = /^Connection terminated|is not queryable|Client was closed/;

/** Whether the error is Drizzle's wrapper of a query that failed. */
const isQueryError = (error: { name?: unknown; query?: unknown }) =>
  error.name === 'DrizzleQueryError' || typeof error.query === 'string';

/** The error and the errors it wraps (a query error wraps the driver's as its cause). */
function* chain(
  error: unknown,
): Generator<{ code?: unknown; message?: unknown; name?: unknown; query?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    yield current as { code?: unknown; message?: unknown; name?: unknown; query?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * The answer to a failure that is no defect of the request or of the code: the disk filling
 * up (507) or the database going away (503), each with what to do. Anything else is undefined
 * and answered as a fault.
 */
export function knownFault(error: unknown): KnownFault | undefined {
  let inQuery = false;
  for (const link of chain(error)) {
    const code = typeof link.code === 'string' ? link.code : '';
    inQuery ||= isQueryError(link);
    if (DISK_FULL.has(code)) return { statusCode: 507, message: SERVER_FAULT_MESSAGES.diskFull };
    if (
      CONNECTION_LOST.test(code) ||
      (inQuery && SOCKET_LOST.has(code)) ||
      (typeof link.message === 'string' && CONNECTION_WORDS.test(link.message))
    )
      return { statusCode: 503, message: SERVER_FAULT_MESSAGES.databaseLost };
  }
  return undefined;
}
