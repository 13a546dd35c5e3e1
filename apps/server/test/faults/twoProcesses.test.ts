import { advanceListLayout, api, UPLOAD_MESSAGES } from '@quaybook/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, users } from '../../src/db/schema';
import {
  type ChildServer,
  callOver,
  type HttpReply,
  startChildServer,
} from '../support/childServer';
import { type FaultWorld, faultSettings, faultWorld, openInProcess } from '../support/faultWorld';
import { useOwnDatabase } from '../support/ownDatabase';
import { boxNumber } from '../support/uploadWorld';

// Two API processes on one PostgreSQL database and one data folder, as behind a load balancer:
// the API keeps no state in memory between requests, so one user is served by either in turn,
// and numbers each takes in the database are unique and without gaps across both. PGlite is
// one process's database by design (it runs inside the server), so this runs on PostgreSQL only.

const own = useOwnDatabase('two');
const onPostgres = process.env.QUAYBOOK_TEST_DB === 'postgres';
/** Bills generated at once, half on each process. */
const BILLS = 24;
/** Rows of the advance list staged on one process and saved on the other. */
const ROWS = 50;

let world: FaultWorld;
let reportIds: number[];
let cfsName: string;
let movementName: string;
let password: string;
let username: string;
const servers: ChildServer[] = [];

/** The body of a successful envelope's data, or a failure naming what came back. */
function dataOf(reply: HttpReply): unknown {
  if (reply === 'cut off') throw new Error('the server broke the connection');
  expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
  return (reply.body as unknown[])[2];
}

/** A multipart upload with its form fields, in the query as the browser also sends them. */
async function uploadOver(
  origin: string,
  token: string,
  fields: Record<string, unknown>,
  owner: string,
) {
  const lines = [advanceListLayout.map((column) => column.title).join(',')];
  for (let serial = 1; serial <= ROWS; serial += 1)
    lines.push(
      [boxNumber(serial, owner), 20, '22G1', 2200, 24000, movementName, cfsName].join(','),
    );
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', new File([lines.join('\r\n')], 'advance.csv', { type: 'text/csv' }));
  const search = new URLSearchParams(
    Object.entries(fields).map(([key, value]) => [key, String(value)]),
  );
  const reply = await fetch(`${origin}/api${api.upload.advanceImport.path}?${search}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return { statusCode: reply.status, body: await reply.json() };
}

describe.skipIf(!onPostgres)(
  'two API processes on one database (PostgreSQL only: PGlite is one process by design)',
  () => {
    let a: ChildServer;
    let b: ChildServer;

    beforeAll(async () => {
      // Started together on a new database, as a deployment starts them: one sets it up (under
      // the migration lock), the other waits for it and finds it ready.
      [a, b] = await Promise.all([
        startChildServer(faultSettings(own)),
        startChildServer(faultSettings(own)),
      ]);
      servers.push(a, b);
      const running = await openInProcess(own);
      try {
        expect(await running.database.db.select({ id: users.id }).from(users)).toHaveLength(1);
        world = await faultWorld(running);
        ({ username, password } = world.user);
        movementName = world.movementName;
        const [cfs] = await running.database.db
          .insert(locations)
          .values({ name: 'Two Process CFS', kind: 'cfs', locationCode: 'TWCFS' })
          .returning();
        cfsName = cfs?.name ?? '';
        reportIds = [];
        for (const inspected of await world.inspected(running, BILLS))
          reportIds.push((await world.report(running.database.db, [inspected])).id);
      } finally {
        await running.stop();
      }
    }, 120_000);

    afterAll(async () => {
      await Promise.all(servers.map((server) => server.kill()));
    });

    it('signs the user in on one and serves them on the other', async () => {
      const signedIn = await callOver(a.origin, api.auth.signIn, {
        body: { username, password },
      } as never);
      if (signedIn === 'cut off') throw new Error('cut off');
      expect(signedIn.statusCode).toBe(200);
      const token = (signedIn.body as { access_token: string }).access_token;
      const menuOnB = dataOf(await callOver(b.origin, api.menu.getMenu, {} as never, token));
      const menuOnA = dataOf(await callOver(a.origin, api.menu.getMenu, {} as never, token));
      expect(menuOnB).toEqual(menuOnA);
    });

    it('stages an upload on one and saves it on the other, once', async () => {
      const fields = {
        applicantid: world.applicant.id,
        accountid: world.account.id,
        locationid: world.locationId,
        vessselid: world.vessel.id,
        voyageid: world.voyage.id,
        uploadtype: 1,
      };
      const stage = async (server: ChildServer, owner: string) => {
        const staged = await uploadOver(server.origin, world.token, fields, owner);
        expect(staged.statusCode, JSON.stringify(staged.body)).toBe(200);
        return (staged.body as [number, string, { qry: string }])[2].qry;
      };
      const execute = (server: ChildServer, qry: string) => {
        const form = new FormData();
        form.append('transaction', JSON.stringify({ qry, uploadtype: 1 }));
        return fetch(`${server.origin}/api${api.upload.advanceExecute.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${world.token}` },
          body: form,
        }).then(async (reply) => ({ statusCode: reply.status, body: await reply.json() }));
      };

      const qry = await stage(a, 'TWOU');
      const saved = await execute(b, qry);
      expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
      expect((saved.body as unknown[])[2]).toMatchObject({ saved: ROWS, containersAdded: ROWS });
      const again = await execute(a, qry);
      expect(again.statusCode).toBe(409);
      expect((again.body as unknown[])[1]).toBe(UPLOAD_MESSAGES.alreadySaved);

      // Saved on both at once: one saves it whole, the other is told it was saved.
      const other = await stage(b, 'TWQU');
      const both = await Promise.all([execute(a, other), execute(b, other)]);
      expect(both.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
      expect(both.find((reply) => reply.statusCode === 200)?.body[2]).toMatchObject({
        saved: ROWS,
        containersAdded: ROWS,
      });

      const containersOn = async (server: ChildServer) =>
        dataOf(
          await callOver(
            server.origin,
            api.container.list,
            { query: { search: 'TW', pageSize: 500 } } as never,
            world.token,
          ),
        );
      const onB = await containersOn(b);
      expect(onB).toHaveLength(2 * ROWS);
      expect(await containersOn(a)).toEqual(onB);
    });

    it('generates bills on both at once with unique numbers and no gaps, seen alike by both', async () => {
      const replies = await Promise.all(
        reportIds.map((reportid, index) =>
          callOver(
            (index % 2 === 0 ? a : b).origin,
            api.bill.generate,
            {
              query: { reportid: String(reportid), billdate: '2026-11-22', chkround: 1 },
            } as never,
            world.token,
          ),
        ),
      );
      const numbers = replies.map((reply) => {
        dataOf(reply);
        return ((reply as { body: unknown[] }).body[3] as { billno: string }).billno;
      });
      expect(numbers.toSorted()).toEqual(
        Array.from({ length: BILLS }, (_, i) => `SB/26-27/${String(i + 1).padStart(5, '0')}`),
      );
      const bills = async (server: ChildServer) =>
        dataOf(
          await callOver(
            server.origin,
            api.bill.list,
            { query: { pageSize: 100 } } as never,
            world.token,
          ),
        );
      const onA = await bills(a);
      expect(onA).toHaveLength(BILLS);
      expect(await bills(b)).toEqual(onA);
      // A bill's PDF issued by one process downloads from the other: one file store.
      for (const [index, reply] of replies.entries()) {
        const filename = dataOf(reply) as string;
        const other = index % 2 === 0 ? b : a;
        const pdf = await fetch(
          `${other.origin}/api${api.bill.pdf.path}?filename=${encodeURIComponent(filename)}`,
          { headers: { authorization: `Bearer ${world.token}` } },
        );
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
      }
    }, 60_000);
  },
);
