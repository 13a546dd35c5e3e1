import { describe, expect, it } from 'vitest';
import { knownFault, SERVER_FAULT_MESSAGES } from './serverFaults';

const coded = (message: string, code: string) => Object.assign(new Error(message), { code });
/** A failed query as Drizzle throws it: its own error, the driver's as the cause. */
const query = (cause: Error) =>
  Object.assign(new Error('Failed query: commit', { cause }), {
    name: 'DrizzleQueryError',
    query: 'commit',
  });

describe('knownFault', () => {
  it('tells a full disk, wherever it is wrapped', () => {
    const disk = { statusCode: 507, message: SERVER_FAULT_MESSAGES.diskFull };
    expect(knownFault(coded('no space left on device', 'ENOSPC'))).toEqual(disk);
    expect(knownFault(new Error('write failed', { cause: coded('quota', 'EDQUOT') }))).toEqual(
      disk,
    );
  });

  it('tells a database connection that was cut, in any of the ways the driver says so', () => {
    const lost = { statusCode: 503, message: SERVER_FAULT_MESSAGES.databaseLost };
    expect(knownFault(query(coded('terminating connection', '57P01')))).toEqual(lost);
    expect(knownFault(query(coded('connection failure', '08006')))).toEqual(lost);
    expect(knownFault(query(coded('read ECONNRESET', 'ECONNRESET')))).toEqual(lost);
    expect(knownFault(query(new Error('Connection terminated unexpectedly')))).toEqual(lost);
    expect(
      knownFault(
        query(new Error('Client has encountered a connection error and is not queryable')),
      ),
    ).toEqual(lost);
  });

  it('leaves every other fault, and a socket no query met (a mail server), a fault', () => {
    expect(knownFault(coded('read ECONNRESET', 'ECONNRESET'))).toBeUndefined();
    expect(knownFault(query(coded('duplicate key', '23505')))).toBeUndefined();
    expect(knownFault(new TypeError('x is undefined'))).toBeUndefined();
    expect(knownFault('a string')).toBeUndefined();
  });
});
