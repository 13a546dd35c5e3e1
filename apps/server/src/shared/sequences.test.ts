import { SERIES, type Series } from '@quaybook/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { closeTestDatabase, resetDatabase, testDatabase } from '../../test/support/testDatabase';
import type { Database } from '../db/client';
import { companies } from '../db/schema';
import { inNumberedTransaction, nextInterchange, nextNumber } from './sequences';
import { inTransaction } from './transaction';

let db: Database;
let companyId: number;

beforeAll(async () => {
  db = (await testDatabase()).db;
}, 60_000);
afterAll(closeTestDatabase);
beforeEach(async () => {
  await resetDatabase(await testDatabase());
  const [company] = await db.insert(companies).values({ name: 'Harbour Surveyors' }).returning();
  companyId = company?.id as number;
});

/** One number taken in a transaction of its own. */
const take = (series: Series = SERIES.bill, day = '2026-11-23', company = companyId) =>
  inTransaction(db, (tx) => nextNumber(tx, company, series, day));

describe('nextNumber', () => {
  it('gives consecutive numbers in a series, from 1', async () => {
    expect([await take(), await take(), await take()]).toEqual([
      'SB/26-27/00001',
      'SB/26-27/00002',
      'SB/26-27/00003',
    ]);
  });

  it('counts each series and each company on its own', async () => {
    await take(SERIES.bill);
    await take(SERIES.bill);
    const [other] = await db.insert(companies).values({ name: 'Other Surveyors' }).returning();
    expect(await take(SERIES.report)).toBe('SR/26-27/00001');
    expect(await take(SERIES.misBill)).toBe('MIS/26-27/00001');
    expect(await take(SERIES.bill, '2026-11-23', other?.id)).toBe('SB/26-27/00001');
    expect(await take(SERIES.bill)).toBe('SB/26-27/00003');
  });

  it('starts again at 1 on 1 April, the first day of a financial year', async () => {
    expect(await take(SERIES.bill, '2027-03-31')).toBe('SB/26-27/00001');
    expect(await take(SERIES.bill, '2027-04-01')).toBe('SB/27-28/00001');
    expect(await take(SERIES.bill, '2027-03-31')).toBe('SB/26-27/00002');
    expect(await take(SERIES.bill, '2027-04-02')).toBe('SB/27-28/00002');
  });

  it('gives a rolled-back transaction’s number again, so the series has no gap', async () => {
    await take();
    const failed = inTransaction(db, async (tx) => {
      expect(await nextNumber(tx, companyId, SERIES.bill, '2026-11-23')).toBe('SB/26-27/00002');
      throw new Error('the bill could not be written');
    });
    await expect(failed).rejects.toThrow('the bill could not be written');
    expect(await take()).toBe('SB/26-27/00002');
  });

  it('never gives two transactions running at once the same number', async () => {
    const numbers = await Promise.all([take(), take(), take(), take()]);
    expect([...numbers].sort()).toEqual([
      'SB/26-27/00001',
      'SB/26-27/00002',
      'SB/26-27/00003',
      'SB/26-27/00004',
    ]);
  });
});

describe('nextInterchange', () => {
  const interchange = (company = companyId, messages = 1) =>
    inTransaction(db, (tx) => nextInterchange(tx, company, messages));

  it('numbers a company’s interchanges on, across years and beside its bills', async () => {
    await take(SERIES.bill);
    expect(await interchange(companyId, 2)).toEqual({
      controlReference: '000000001',
      messageReferences: ['000000001001', '000000001002'],
    });
    expect((await interchange()).controlReference).toBe('000000002');
    const [other] = await db.insert(companies).values({ name: 'Other Surveyors' }).returning();
    expect((await interchange(other?.id)).controlReference).toBe('000000001');
  });

  it('never gives two interchanges written at once the same reference', async () => {
    const taken = await Promise.all([interchange(), interchange(), interchange()]);
    expect(taken.map((references) => references.controlReference).sort()).toEqual([
      '000000001',
      '000000002',
      '000000003',
    ]);
  });
});

describe('inNumberedTransaction', () => {
  // A database whose transactions begin at once: what is observed is when each action begins.
  const instant = {
    transaction: (action: (tx: unknown) => unknown) => action({}),
  } as unknown as Database;
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it("begins a company's numbered action only once the earlier one on its counter has ended, failed or not", async () => {
    const order: string[] = [];
    let release: (failure: Error) => void = () => undefined;
    const held = new Promise<never>((_, reject) => {
      release = reject;
    });
    const first = inNumberedTransaction(instant, 7, [SERIES.bill], async () => {
      order.push('first begins');
      await held;
    });
    const second = inNumberedTransaction(instant, 7, [SERIES.bill], async () => {
      order.push('second begins');
    });
    const otherCompany = inNumberedTransaction(instant, 8, [SERIES.bill], async () => {
      order.push('other company begins');
    });
    const otherCounter = inNumberedTransaction(instant, 7, [SERIES.report], async () => {
      order.push('other counter begins');
    });
    await settled();
    expect(order).toEqual(['first begins', 'other company begins', 'other counter begins']);
    release(new Error('the bill was refused'));
    await expect(first).rejects.toThrow('the bill was refused');
    await Promise.all([second, otherCompany, otherCounter]);
    expect(order.at(-1)).toBe('second begins');
  });

  it('waits for every counter an action takes', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const edi = inNumberedTransaction(instant, 7, ['EDI'], async () => {
      order.push('edi begins');
      await held;
      order.push('edi ends');
    });
    const coprar = inNumberedTransaction(instant, 7, ['COPRAR', 'EDI'], async () => {
      order.push('coprar begins');
    });
    await settled();
    expect(order).toEqual(['edi begins']);
    release();
    await Promise.all([edi, coprar]);
    expect(order).toEqual(['edi begins', 'edi ends', 'coprar begins']);
  });
});
