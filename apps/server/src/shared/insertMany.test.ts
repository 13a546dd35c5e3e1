import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeTestDatabase, resetDatabase, testDatabase } from '../../test/support/testDatabase';
import type { Database } from '../db/client';
import { changeHistory, companies, uploadBatches, uploadRows, users } from '../db/schema';
import { everyField, insertMany } from './insertMany';

let db: Database;
let companyId: number;
let userId: number;

beforeAll(async () => {
  db = (await testDatabase()).db;
}, 60_000);
afterAll(closeTestDatabase);
beforeEach(async () => {
  await resetDatabase(await testDatabase());
  const [company] = await db.insert(companies).values({ name: 'Harbour Surveyors' }).returning();
  companyId = company?.id as number;
  const [user] = await db
    .insert(users)
    .values({ companyId, username: 'clerk', name: 'Clerk', passwordHash: 'x', roleId: 1 })
    .returning();
  userId = user?.id as number;
});

describe('insertMany', () => {
  it('writes every row with its JSON, timestamps, nulls and awkward text as drizzle reads them', async () => {
    const at = new Date('2026-11-24T05:30:15.250Z');
    const rows = [
      {
        companyId,
        entity: 'inspection',
        entityId: 7,
        parentEntity: 'container',
        parentId: 3,
        action: 'created',
        changes: { seal: [null, 'O\'Brien "12" ₹ \\ ;--'], nested: { a: [1, 2] } },
        changedBy: userId,
        changedAt: at,
      },
      {
        companyId,
        entity: 'container',
        entityId: 8,
        parentEntity: null,
        parentId: null,
        action: 'updated',
        changes: { tare: [2200, 2300] },
        changedBy: null,
        changedAt: at,
      },
    ];
    const returned = await insertMany(db, changeHistory, rows, ['id', 'entityId']);
    expect(returned.map((row) => row.entityId)).toEqual([7, 8]);
    const stored = await db.select().from(changeHistory).orderBy(asc(changeHistory.id));
    expect(stored.map((row) => row.id)).toEqual(returned.map((row) => row.id));
    expect(stored.map(({ id: _id, ...row }) => row)).toEqual(rows);
  });

  it('answers the returned fields in the order of the rows, for many rows', async () => {
    const rows = Array.from({ length: 2_500 }, (_, index) => ({
      companyId,
      entity: 'inspection',
      entityId: 10_000 - index,
      action: 'created',
      changes: { n: [null, index] },
    }));
    const returned = await insertMany(db, changeHistory, rows, ['entityId']);
    expect(returned.map((row) => row.entityId)).toEqual(rows.map((row) => row.entityId));
  });

  it('gives a column every row leaves out its default, and reads text arrays', async () => {
    await db.insert(uploadBatches).values({
      id: 'batch-1',
      companyId,
      userId,
      kind: 'advance-list',
      fileName: 'a.csv',
      rowCount: 2,
      okCount: 1,
      context: {},
    });
    await insertMany(db, uploadRows, [
      { batchId: 'batch-1', rowNo: 1, values: { container: 'MSKU0000011' }, problems: [] },
      {
        batchId: 'batch-1',
        rowNo: 2,
        values: { container: 'X' },
        problems: ['Container number is missing.', 'Tare, "gross" {and} more'],
      },
    ]);
    const stored = await db
      .select()
      .from(uploadRows)
      .where(eq(uploadRows.batchId, 'batch-1'))
      .orderBy(uploadRows.rowNo);
    expect(stored.map((row) => row.problems)).toEqual([
      [],
      ['Container number is missing.', 'Tare, "gross" {and} more'],
    ]);
    const [history] = await insertMany(
      db,
      changeHistory,
      [{ companyId, entity: 'x', entityId: 1, action: 'created', changes: {} }],
      everyField(changeHistory),
    );
    expect(history?.changedAt).toBeInstanceOf(Date);
    const [read] = await db.select().from(changeHistory).where(eq(changeHistory.entity, 'x'));
    expect(history).toEqual(read);
  });

  it('skips rows that break a unique key when told to, answering only the rows written', async () => {
    const batch = {
      companyId,
      userId,
      kind: 'advance-list',
      fileName: 'a.csv',
      rowCount: 1,
      okCount: 1,
      context: {},
    };
    await insertMany(db, uploadBatches, [{ ...batch, id: 'taken' }]);
    const written = await insertMany(
      db,
      uploadBatches,
      [
        { ...batch, id: 'new-1' },
        { ...batch, id: 'taken', fileName: 'again.csv' },
        { ...batch, id: 'new-2' },
      ],
      ['id'],
      { onConflictDoNothing: true },
    );
    expect(written).toEqual([{ id: 'new-1' }, { id: 'new-2' }]);
    const [kept] = await db.select().from(uploadBatches).where(eq(uploadBatches.id, 'taken'));
    expect(kept?.fileName).toBe('a.csv');
    await expect(insertMany(db, uploadBatches, [{ ...batch, id: 'taken' }])).rejects.toThrow();
  });

  it('writes nothing and asks nothing for no rows', async () => {
    expect(await insertMany(db, changeHistory, [], ['id'])).toEqual([]);
  });
});
