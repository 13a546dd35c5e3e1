import { EDIT_CONFLICT_MESSAGES } from '@quaybook/contract';
import { cellText, PORT_TIME_ZONE } from '@quaybook/domain';
import { eq, type SQL } from 'drizzle-orm';
import { type AnyPgColumn, alias, type PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { type ApiError, refusedWith } from '../http/errors';

/** A table with the audit columns: its rows carry a version the database raises on every change. */
type VersionedTable = PgTable & {
  version: AnyPgColumn;
  modifiedBy: AnyPgColumn;
  modifiedAt: AnyPgColumn;
};

/** Who last changed a row, and when, as a refusal names them. */
interface LastChange {
  version: number;
  by: string;
  at: string;
}

// An alias, so the users table itself can be checked too.
const modifier = alias(users, 'modifier');

/** When a change happened, as the ports read the time: '27/11/2026 14:05'. */
const portTime = (moment: Date) =>
  cellText(moment.toISOString(), 'dateTime', { timeZone: PORT_TIME_ZONE });

/**
 * The rows' versions and who last changed them, locked until the transaction ends, so no other
 * edit slips in between the check and the write. `key` reads the id a row is known by.
 */
export async function lockedVersions(
  tx: Database,
  table: VersionedTable,
  key: AnyPgColumn,
  where: SQL | undefined,
): Promise<Map<number, LastChange>> {
  const rows = await tx
    .select({
      id: key,
      version: table.version,
      modifiedAt: table.modifiedAt,
      by: modifier.name,
    })
    .from(table)
    .leftJoin(modifier, eq(modifier.id, table.modifiedBy))
    .where(where)
    .for('update', { of: table });
  return new Map(
    rows.map((row) => [
      row.id as number,
      {
        version: row.version as number,
        by: (row.by as string | null) ?? EDIT_CONFLICT_MESSAGES.someone,
        at: row.modifiedAt ? portTime(row.modifiedAt as Date) : '',
      },
    ]),
  );
}

/** Whether an edit that started from `expected` (or named none) may write over `stored`. */
export const isStale = (expected: number | undefined, stored: LastChange | undefined) =>
  expected !== undefined && stored !== undefined && stored.version !== expected;

/** The refusal of a stale edit: who changed the record when, and the record as it now stands. */
export function staleEdit(stored: LastChange, current: unknown, row?: z.ZodType): ApiError {
  // Amounts travel in rupees, as in the row the edit would have answered.
  return refusedWith(409, EDIT_CONFLICT_MESSAGES.changedSince(stored.by, stored.at), {
    current: row ? z.encode(row, current) : current,
  });
}

/** One row's version as stored and who last changed it, locked until the transaction ends. */
export async function lockedVersionOf(
  tx: Database,
  table: VersionedTable & { id: AnyPgColumn },
  where: SQL | undefined,
): Promise<LastChange | undefined> {
  const [stored] = (await lockedVersions(tx, table, table.id, where)).values();
  return stored;
}

/**
 * Refuses an edit of one row that started from an older version than the stored one (`stored`
 * reads it locked, as a repository's `lockedVersionOf`), with the row as it now stands
 * (`current`, read only when refusing); an edit naming no version (the spec's client) is not
 * checked. Call it in the edit's transaction, before writing.
 */
export async function expectStoredVersion(
  expected: number | undefined,
  stored: () => Promise<LastChange | undefined>,
  current: () => Promise<unknown>,
  row?: z.ZodType,
): Promise<void> {
  if (expected === undefined) return;
  const last = await stored();
  if (isStale(expected, last) && last) throw staleEdit(last, await current(), row);
}

/** The version an edit's body names, if it names one. */
export const editedVersionOf = (body: unknown): number | undefined => {
  const version = (body as { version?: unknown } | null | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
};
