import { type Endpoint, Status } from '@quaybook/contract';
import { expect } from 'vitest';
import { messageOf, type Reply } from './call';

/**
 * What no message for a person may show: a stack frame, SQL or a database's complaint, or the
 * name of a library, an error class or a JavaScript value that leaked out of the server.
 */
const LEAKS: readonly [string, RegExp][] = [
  ['a stack frame', /\bat .+[.:](ts|js|mjs)\b|\.(ts|js):\d+/],
  ['SQL text', /Failed query|\bselect\b.+\bfrom "|insert into "|update "\w+" set|delete from "/i],
  [
    'a database error',
    /violates|syntax error|relation "|column "|duplicate key|invalid input syntax|out of range for type|null value in|invalid byte sequence|unsupported Unicode/i,
  ],
  [
    'an internal name',
    /\b(Zod\w*|TypeError|RangeError|ReferenceError|SyntaxError|Error:|FST_\w+|ERR_\w+|drizzle|pglite|postgres|fastify|busboy|exceljs|undefined|NaN)\b|\[object Object\]|Cannot read/i,
  ],
];

/** Whether the call was carried out: a file, a token, or a success envelope. */
export function isAccepted(endpoint: Endpoint, reply: Reply): boolean {
  if (reply.statusCode !== 200) return false;
  if (endpoint.reply === 'token')
    return typeof (reply.body as { access_token?: unknown })?.access_token === 'string';
  if (!Array.isArray(reply.body)) return endpoint.reply === 'file';
  return reply.body[0] === Status.success;
}

/**
 * A refusal a person can read: the endpoint's failure shape (the envelope `[0 or 2, message,
 * ...]` in the call's layout, or `{detail}` for sign-in) with a message that is not blank and
 * shows none of `LEAKS`.
 * @example expectClearRefusal(api.voyage.create, reply, 'a body that is an array')
 */
export function expectClearRefusal(endpoint: Endpoint, reply: Reply, what: string): string {
  const shown = `${what}: ${JSON.stringify(reply.body)?.slice(0, 500)}`;
  expect(reply.statusCode, shown).toBeLessThan(500);
  let message: unknown;
  if (endpoint.reply === 'token' && !Array.isArray(reply.body)) {
    expect(Object.keys(reply.body as object), shown).toEqual(['detail']);
    message = (reply.body as { detail: unknown }).detail;
  } else {
    expect(Array.isArray(reply.body), shown).toBe(true);
    const [status] = reply.body as unknown[];
    expect([Status.failure, Status.invalidContainer], shown).toContain(status);
    // The message is where the call's layout puts it (item 2 when its status is in item 1 too).
    message = messageOf({ ...reply, endpoint });
  }
  expect(typeof message, shown).toBe('string');
  expect((message as string).trim(), shown).not.toBe('');
  for (const [leak, pattern] of LEAKS)
    expect(message, `${shown} shows ${leak}`).not.toMatch(pattern);
  return message as string;
}
