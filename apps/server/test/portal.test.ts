import {
  ACCESS_REFUSALS,
  api,
  ESTIMATE_MESSAGES,
  LINE_MESSAGES,
  LINE_USER_MESSAGES,
  PORTAL_MESSAGES,
  Role,
} from '@quaybook/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { changeHistory, linkParties } from '../src/db/schema';
import { call, expectFailure, expectOk, messageOf, type Reply } from './support/call';
import { databaseState } from './support/databaseState';
import { LINE_PASSWORD, signedInLineUser } from './support/lineUser';
import { useTwoLines } from './support/twoLines';

// The portal's own calls, made as the spec's client makes them: a JSON body, query values as
// text, money in rupees. Two lines' users of one company (support/twoLines.ts).
const lines = useTwoLines();
const app = () => lines.app();
const db = () => lines.db();
const state = () => databaseState(db());

const profileOf = (token: string) => call(app(), api.portal.profile, {}, token);
const notify = (token: string, body: Record<string, unknown>) =>
  call(app(), api.portal.notifications, { body } as never, token);
const decide = (token: string, estimateid: number, body: Record<string, unknown>) =>
  call(app(), api.portal.decideEstimate, { query: { estimateid }, body } as never, token);

/** The data of an answer as it travels: money in rupees, as the spec's client reads it. */
const wireData = (reply: Reply) => (reply.body as unknown[])[2] as Record<string, unknown>;

describe('GET /portal_profile', () => {
  it('names the user, their company and their link parties with the parties each pairs', async () => {
    const one = lines.one();
    const [party] = await db()
      .select()
      .from(linkParties)
      .where(eq(linkParties.id, one.party.linkPartyId));
    expect(expectOk(await profileOf(one.token))).toEqual({
      name: 'Line User 1',
      username: one.username,
      companyname: lines.world().company.name,
      parties: [
        {
          linkpartyid: one.party.linkPartyId,
          shortname: party?.shortName,
          applicant: one.party.applicantId,
          applicantname: one.party.applicantName,
          account: one.party.accountId,
          accountname: one.party.accountName,
        },
      ],
      email: null,
      notifyestimates: 0,
      notifyreports: 0,
    });
  });
});

describe('PUT /portal_notifications', () => {
  it('saves where and of what the user is told, and the profile shows it', async () => {
    const { token } = lines.two();
    const body = { email: 'ops@line-two.test', notifyestimates: 1, notifyreports: 0 };
    const saved = await notify(token, body);
    expect(messageOf(saved)).toBe(PORTAL_MESSAGES.notificationsSaved);
    expect(expectOk(saved)).toMatchObject(body);
    expect(expectOk(await profileOf(token))).toMatchObject(body);
    // Told of nothing, no address is needed.
    const none = { email: null, notifyestimates: 0, notifyreports: 0 };
    expect(expectOk(await notify(token, none))).toMatchObject(none);
  });

  it.each([
    [
      'a notification without an e-mail address',
      { email: '', notifyestimates: 0, notifyreports: 1 },
      'email',
      PORTAL_MESSAGES.emailNeeded,
    ],
    [
      'an address that is not one',
      { email: 'ops at line', notifyestimates: 1, notifyreports: 0 },
      'email',
      'E-mail must be an e-mail address like accounts@example.in.',
    ],
    [
      'a choice that is not 0 or 1',
      { email: 'ops@line-one.test', notifyestimates: 2, notifyreports: 0 },
      'notifyestimates',
      'Notify of estimates must be 0 or 1.',
    ],
  ])('refuses %s with 400 naming the field, writing nothing', async (_name, body, field, problem) => {
    const { token } = lines.one();
    const before = await state();
    const { fields } = expectFailure(await notify(token, body), 400);
    expect(fields).toEqual({ [field]: problem });
    expect(await state()).toEqual(before);
    expect(expectOk(await profileOf(token)).email).toBeNull();
  });
});

describe('POST /portal_decide_estimate', () => {
  it('refuses decisions that do not decide every line within its amount, writing nothing', async () => {
    const one = lines.one();
    const before = await state();
    expect(
      expectFailure(
        await decide(one.token, one.ids.estimate, { lines: [{ lineno: 1, approved: 1 }] }),
        400,
      ).message,
    ).toBe(ESTIMATE_MESSAGES.decideEvery);
    expect(
      expectFailure(
        await decide(one.token, one.ids.estimate, {
          lines: [
            { lineno: 1, approved: 1, amount: 99_999 },
            { lineno: 2, approved: 0 },
          ],
        }),
        400,
      ).message,
    ).toBe(ESTIMATE_MESSAGES.amountAbove(1));
    expect(await state()).toEqual(before);
  });

  it('refuses another line’s estimate as not found, writing nothing', async () => {
    const [one, two] = [lines.one(), lines.two()];
    const before = await state();
    const reply = await decide(one.token, two.ids.estimate, {
      lines: [
        { lineno: 1, approved: 0 },
        { lineno: 2, approved: 0 },
      ],
    });
    expect(expectFailure(reply, 404)).toEqual({ message: LINE_MESSAGES.notYours, fields: {} });
    expect(await state()).toEqual(before);
  });

  it('records one line approved at a lower amount and one rejected; the mailed link then only shows them', async () => {
    const one = lines.one();
    const estimate = expectOk(
      await call(app(), api.estimate.get, { query: { estimateid: one.ids.estimate } }, one.token),
    );
    expect(estimate.status).toBe('sent');
    // Each line is 1.5 h at ₹452.50 and ₹850.50 of material: ₹1,529.25.
    expect(estimate.lines.map((line) => line.amount)).toEqual([152_925, 152_925]);

    const answer = await decide(one.token, one.ids.estimate, {
      lines: [
        { lineno: '1', approved: '1', amount: 1000.5 },
        { lineno: 2, approved: 0, note: 'Not our damage' },
      ],
    });
    expect(messageOf(answer)).toBe(PORTAL_MESSAGES.decided);
    // On the wire in rupees, as the client reads it.
    expect(wireData(answer)).toMatchObject({ status: 'partly_approved', approvedamount: 1000.5 });
    const decided = expectOk(answer);
    expect(decided.approvedamount).toBe(100_050);
    expect(decided.decidedby).toBe('Line User 1');
    expect(
      decided.lines.map((line) => [line.approved, line.approvedamount, line.approvalnote]),
    ).toEqual([
      [1, 100_050, null],
      [0, null, 'Not our damage'],
    ]);
    const [history] = await db()
      .select()
      .from(changeHistory)
      .where(
        and(eq(changeHistory.entityId, one.ids.estimate), eq(changeHistory.action, 'decided')),
      );
    expect(history?.changedBy).toBe(one.userId);

    // The mailed link shows the decisions and cannot decide again.
    const token = one.approvalLink;
    const shown = expectOk(await call(app(), api.estimate.forApproval, { query: { token } }));
    expect(shown.decided).toBe(1);
    expect(shown.lines.map((line) => [line.approved, line.approvedamount])).toEqual([
      [1, 100_050],
      [0, null],
    ]);
    const before = await state();
    const again = await call(app(), api.estimate.approve, {
      body: {
        token,
        lines: [
          { lineno: 1, approved: 1 },
          { lineno: 2, approved: 1 },
        ],
      },
    });
    expect(expectFailure(again, 400).message).toBe(ESTIMATE_MESSAGES.linkUsed);

    // Nor can the portal decide it a second time.
    const twice = await decide(one.token, one.ids.estimate, {
      lines: [
        { lineno: 1, approved: 1 },
        { lineno: 2, approved: 1 },
      ],
    });
    expect(expectFailure(twice, 400).message).toBe(PORTAL_MESSAGES.notSent);
    expect(await state()).toEqual(before);
  });
});

describe('the administrator setting up a line user', () => {
  const userBody = (username: string, linkpartyids: number[]) => ({
    username,
    name: `Agent ${username}`,
    roleid: Role.line,
    companyid: lines.admin().companyId,
    password: 'line-password-2',
    linkpartyids,
  });
  const listed = async (userid: number) =>
    expectOk(await call(app(), api.users.list, {}, lines.admin().token)).find(
      (row) => row.userid === userid,
    );

  it('refuses a link party of another company, writing nothing', async () => {
    const stranger = await lines.w.world('admin');
    const before = await state();
    const reply = await call(
      app(),
      api.users.create,
      { body: userBody('agent.elsewhere', [lines.one().party.linkPartyId, stranger.party.id]) },
      lines.admin().token,
    );
    expect(expectFailure(reply, 400).fields).toEqual({
      linkpartyids: LINE_USER_MESSAGES.unknownLinkParty,
    });
    expect(await state()).toEqual(before);
  });

  it('ties a user to both lines’ parties, lists them, and a change to role 1 drops them', async () => {
    const [one, two] = [lines.one(), lines.two()];
    const ids = [one.party.linkPartyId, two.party.linkPartyId];
    const shortNames = await Promise.all(
      ids.map(async (id) => {
        const [row] = await db().select().from(linkParties).where(eq(linkParties.id, id));
        return String(row?.shortName);
      }),
    );
    const created = expectOk(
      await call(
        app(),
        api.users.create,
        { body: userBody('agent.both', ids) },
        lines.admin().token,
      ),
    );
    expect(await listed(created.userid)).toMatchObject({
      roleid: Role.line,
      linkpartyids: ids,
      linkparties: shortNames,
    });
    const signedIn = expectOk(
      await call(app(), api.auth.signIn, {
        body: { username: 'agent.both', password: 'line-password-2' },
      }),
    );
    const profile = expectOk(await profileOf(signedIn.access_token));
    expect(profile.parties.map((party) => party.linkpartyid)).toEqual(ids);
    // Acting for both lines, the user is shown either party's bills, as asked.
    for (const line of [one, two]) {
      const query = { applicant: line.party.applicantId, account: line.party.accountId };
      const bills = expectOk(await call(app(), api.bill.list, { query }, signedIn.access_token));
      expect(bills.map((row) => row.billno)).toEqual([line.ids.billNo]);
    }

    const changed = await call(
      app(),
      api.users.update,
      {
        params: { userid: created.userid },
        body: {
          name: 'Agent Both',
          roleid: Role.user,
          companyid: lines.admin().companyId,
          version: created.version,
        },
      },
      lines.admin().token,
    );
    expect(expectOk(changed)).toMatchObject({ roleid: Role.user, linkpartyids: [] });
    expect(await listed(created.userid)).toMatchObject({ linkpartyids: [], linkparties: [] });
    // History keeps the link parties by id, and their going with the role.
    const history = await db()
      .select()
      .from(changeHistory)
      .where(and(eq(changeHistory.entity, 'users'), eq(changeHistory.entityId, created.userid)))
      .orderBy(changeHistory.id);
    expect(
      history.map((row) => [row.action, (row.changes as Record<string, unknown>).linkpartyids]),
    ).toEqual([
      ['created', [null, ids]],
      ['updated', [ids, null]],
    ]);
    // The role changed, the line user's session ends; signed in again as staff, the portal is
    // closed to them.
    expect((await profileOf(signedIn.access_token)).statusCode).toBe(401);
    const asStaff = expectOk(
      await call(app(), api.auth.signIn, {
        body: { username: 'agent.both', password: 'line-password-2' },
      }),
    );
    expect(expectFailure(await profileOf(asStaff.access_token), 403)).toEqual({
      message: ACCESS_REFUSALS.line,
      fields: {},
    });
  });

  it('keeps a signed-in line user to the parties the administrator ties them to now', async () => {
    const [one, two] = [lines.one(), lines.two()];
    const created = expectOk(
      await call(
        app(),
        api.users.create,
        { body: userBody('agent.moved', [one.party.linkPartyId]) },
        lines.admin().token,
      ),
    );
    const { access_token: token } = expectOk(
      await call(app(), api.auth.signIn, {
        body: { username: 'agent.moved', password: 'line-password-2' },
      }),
    );
    const reportsOf = (line: typeof one) =>
      call(app(), api.bill.reportsOf, { query: { billno: line.ids.billNo } }, token);
    expect((await reportsOf(one)).statusCode).toBe(200);
    expectOk(
      await call(
        app(),
        api.users.update,
        {
          params: { userid: created.userid },
          body: {
            name: created.name,
            roleid: Role.line,
            companyid: lines.admin().companyId,
            linkpartyids: [two.party.linkPartyId],
            version: created.version,
          },
        },
        lines.admin().token,
      ),
    );
    // The same session, read against the parties the database holds now.
    expect(expectFailure(await reportsOf(one), 404).message).toBe(LINE_MESSAGES.notYours);
    expect((await reportsOf(two)).statusCode).toBe(200);
  });
});

describe('a line user’s own account', () => {
  it('changes their own password and reads the server’s version, as staff do', async () => {
    const admin = lines.admin();
    const username = `own.${admin.userId}`;
    const { token } = await signedInLineUser(app(), admin, {
      username,
      linkPartyIds: [lines.one().party.linkPartyId],
    });
    expect(expectOk(await call(app(), api.reference.about, {}, token)).product).toBe('Quaybook');
    const changed = await call(
      app(),
      api.auth.changePassword,
      { body: { oldpassword: LINE_PASSWORD, newpassword: 'A-new-line-pass-2' } },
      token,
    );
    expect(changed.statusCode).toBe(200);
    const again = await call(app(), api.auth.signIn, {
      body: { username, password: 'A-new-line-pass-2' },
    });
    expect(again.statusCode).toBe(200);
  });
});
