import { api, Status, TOO_MANY_ROWS, UNPAGED_ROWS } from '@quaybook/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, expectFailure } from './support/call';
import { factories } from './support/factories';
import { pageOf } from './support/paging';
import { item, specCall } from './support/specClient';
import { useTestApp } from './support/testApp';

// A master list without a page (the spec's call) is written in batches of 1,000 rows as they
// are read, so it is answered whole at any length without standing whole in memory; searched
// or sorted without a page, it answers at most the unpaged ceiling.

const t = useTestApp();
const { signedInUser, createVessel } = factories(t);

/** `count` containers of the company, numbered from TSTU0000001 on (not check-digit valid). */
async function addContainers(companyId: number, count: number) {
  await t.db.execute(
    sql`insert into containers (company_id, number, size, created_at)
        select ${companyId}, 'TSTU' || lpad(n::text, 7, '0'), 20, now()
        from generate_series(1, ${count}) n`,
  );
}

/** Every row of a list read a page of 500 at a time, in the list's own order. */
async function everyPage(token: string, endpoint: typeof api.voyage.list, total: number) {
  const rows: unknown[] = [];
  for (let page = 1; (page - 1) * 500 < total; page += 1)
    rows.push(
      ...pageOf(await call(t.app, endpoint, { query: { page, pageSize: 500 } }, token)).rows,
    );
  return rows;
}

describe('A master list asked for without a page', () => {
  it('answers every voyage across batches, in the order of its names, not as they were stored', async () => {
    const { user, token } = await signedInUser();
    // Stored from the last name to the first, so the list's order is not the table's.
    await t.db.execute(
      sql`insert into voyages (company_id, name, created_at)
          select ${user.companyId}, 'V' || lpad((3000 - n)::text, 4, '0'), now()
          from generate_series(1, 2345) n`,
    );
    const whole = await specCall(t.app, token, { method: 'GET', path: '/voyage_list' });
    expect(item(whole, 0)).toBe(Status.success);
    const names = (item(whole, 2) as { Name: string }[]).map((row) => row.Name);
    expect(names).toHaveLength(2_345);
    expect(names).toEqual([...names].sort());
    expect(item(whole, 2)).toEqual(await everyPage(token, api.voyage.list, 2_345));
  }, 60_000);

  it('holds the rows of a list saved in one call in its second and fourth items alike', async () => {
    const { user, token } = await signedInUser();
    const vessel = await createVessel(user);
    await t.db.execute(
      sql`insert into booking_numbers (company_id, vessel_id, booking_no, created_at)
          select ${user.companyId}, ${vessel.id}, 'BKG' || lpad(n::text, 6, '0'), now()
          from generate_series(1, 1234) n`,
    );
    const whole = await specCall(t.app, token, { method: 'GET', path: '/bookingno_list' });
    expect(item(whole, 0)).toBe(Status.success);
    const rows = item(whole, 2) as { bookingno: string }[];
    expect(rows).toHaveLength(1_234);
    expect(item(whole, 3)).toEqual(rows);
  }, 60_000);

  it(`refuses a search that finds more than ${UNPAGED_ROWS.toLocaleString('en-IN')} containers, and answers it a page at a time`, async () => {
    const { user, token } = await signedInUser();
    await addContainers(user.companyId, UNPAGED_ROWS + 1);
    const searched = await specCall(t.app, token, { method: 'GET', path: '/container/TSTU' });
    expect(searched.statusCode).toBe(400);
    expect(item(searched, 0)).toBe(Status.failure);
    expect(item(searched, 1)).toBe(TOO_MANY_ROWS);
    const sorted = expectFailure(
      await call(t.app, api.container.list, { query: { sort: 'contnumber.desc' } }, token),
      400,
    );
    expect(sorted.message).toBe(TOO_MANY_ROWS);
    const paged = pageOf(
      await call(
        t.app,
        api.container.search,
        { params: { contnumber: 'TSTU' }, query: { page: 21, pageSize: 500 } },
        token,
      ),
    );
    expect(paged.info?.total).toBe(UNPAGED_ROWS + 1);
    expect(paged.rows).toHaveLength(1);
  }, 60_000);
});
