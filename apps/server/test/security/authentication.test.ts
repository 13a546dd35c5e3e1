import { api, type Endpoint } from '@quaybook/contract';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_INACTIVE, SESSION_ENDED } from '../../src/auth/sessions';
import {
  type CallResult,
  call,
  endpointsOf,
  expectDetail,
  expectFailure,
  expectOk,
  send,
  urlOf,
} from '../support/call';
import { databaseState } from '../support/databaseState';
import { factories, type TestUser } from '../support/factories';
import { TEST_SECRET, useTestApp } from '../support/testApp';

// Generated from the contract: every endpoint that needs a signed-in user refuses each kind of
// bad credential with 401, in its own wire shape, before it reads its input or writes anything.
// test/auth.test.ts holds the same refusals in detail for one call, test/sessions.test.ts how a
// session ends; here each is tried once on every endpoint.
const t = useTestApp({ reset: 'once' });
const made = factories(t);

const PROTECTED = endpointsOf(api).filter((endpoint) => endpoint.access !== 'public');
const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;

const NOT_SIGNED_IN = 'Not signed in. Please sign in.';
const EXPIRED = 'Your session has expired. Please sign in again.';
const NOT_VALID = 'Your sign-in is not valid. Please sign in again.';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
    string,
    unknown
  >;

interface BadCredential {
  /** What is wrong with it, as the test names it. */
  kind: string;
  /** The Authorization header sent, or none. */
  header: string | undefined;
  /** The refusal's message. */
  message: string;
}

/** Every bad credential tried, built by hand from a valid admin token (jose and base64url). */
let credentials: BadCredential[] = [];
let stateBefore: Record<string, string>;

beforeAll(async () => {
  const admin = await made.signedInUser('admin');
  const { token } = admin;
  const [header = '', payload = ''] = token.split('.');
  const claims = claimsOf(token);
  const forged = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(new TextEncoder().encode(`not ${TEST_SECRET}`));
  // A token of a user of another company, rewritten to claim the admin's company and role.
  const other = await made.signedInUser('user');
  const [otherHeader, otherPayload = '', otherSignature] = other.token.split('.');
  const raised = base64url({
    ...claimsOf(other.token),
    roleid: 2,
    company_id: admin.company.id,
    user_id: admin.user.id,
  });
  expect(raised).not.toBe(otherPayload);

  // Sessions that ended: by the user's own password change, an admin's reset, a deactivation.
  const signIn = async (username: string, password: string) =>
    expectOk(await call(t.app, api.auth.signIn, { body: { username, password } })).access_token;
  /** A token from a sign-in of a new admin, then the call that ends that session. */
  const tokenEndedBy = async (
    end: (user: TestUser, own: string) => Promise<CallResult<Endpoint>>,
  ) => {
    const user = await made.createUser({ companyId: admin.company.id, role: 'admin' });
    const own = await signIn(user.username, user.password);
    expectOk(await end(user, own));
    return own;
  };
  const beforeChange = await tokenEndedBy((user, own) =>
    call(
      t.app,
      api.auth.changePassword,
      { body: { oldpassword: user.password, newpassword: 'a changed password 1' } },
      own,
    ),
  );
  const beforeReset = await tokenEndedBy((user) =>
    call(
      t.app,
      api.users.resetPassword,
      { params: { userid: user.id }, body: { newpassword: 'a password set by the admin' } },
      token,
    ),
  );
  const beforeLeaving = await tokenEndedBy((user) =>
    call(
      t.app,
      api.users.setActive,
      { params: { userid: user.id }, body: { is_active: 0 } },
      token,
    ),
  );

  stateBefore = await databaseState(t.db);
  credentials = [
    { kind: 'no token', header: undefined, message: NOT_SIGNED_IN },
    {
      kind: 'an expired token',
      header: `Bearer ${await made.tokenFor(admin.user, -60)}`,
      message: EXPIRED,
    },
    { kind: 'a token signed with another secret', header: `Bearer ${forged}`, message: NOT_VALID },
    {
      kind: 'a token whose payload was altered',
      header: `Bearer ${otherHeader}.${raised}.${otherSignature}`,
      message: NOT_VALID,
    },
    {
      kind: 'an alg: none token',
      header: `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      message: NOT_VALID,
    },
    {
      kind: 'a malformed bearer value',
      header: `Bearer ${header}.${payload}`,
      message: NOT_VALID,
    },
    {
      kind: 'a token issued before a password change',
      header: `Bearer ${beforeChange}`,
      message: SESSION_ENDED,
    },
    {
      kind: 'a token issued before an admin reset the password',
      header: `Bearer ${beforeReset}`,
      message: SESSION_ENDED,
    },
    {
      kind: 'a token issued before a deactivation',
      header: `Bearer ${beforeLeaving}`,
      message: ACCOUNT_INACTIVE,
    },
  ];
});

describe('every endpoint that needs a signed-in user', () => {
  it('is found in the contract, and the others are the public ones', () => {
    expect(PROTECTED.length).toBeGreaterThan(150);
    expect(
      endpointsOf(api)
        .filter((endpoint) => endpoint.access === 'public')
        .map(keyOf),
    ).toEqual([
      'POST /token',
      // The line's approval page: the link's token is the authority.
      'GET /estimate_for_approval',
      'POST /approve_estimate',
      'GET /estimate_approval_photo',
      'GET /health',
      'GET /states',
      'GET /countries',
      'GET /cfs_locations',
      'GET /port',
    ]);
  });

  it.each(
    PROTECTED.map((endpoint) => [keyOf(endpoint), endpoint] as const),
  )('%s answers 401 to every bad credential', async (_key, endpoint) => {
    for (const credential of credentials) {
      const reply = await send(t.app, {
        method: endpoint.method,
        url: urlOf(endpoint),
        headers: credential.header === undefined ? {} : { authorization: credential.header },
      });
      const shown = `${credential.kind}: ${JSON.stringify(reply.body)}`;
      const message =
        endpoint.reply === 'token'
          ? expectDetail(reply, 401)
          : expectFailure({ ...reply, endpoint }, 401).message;
      expect(message, shown).toBe(credential.message);
      expect(reply.headers['www-authenticate'], shown).toBe('Bearer');
    }
  });

  it('wrote nothing while refusing them all', async () => {
    expect(await databaseState(t.db)).toEqual(stateBefore);
  });
});
