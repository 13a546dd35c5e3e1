import {
  ACCESS_REFUSALS,
  api,
  COMPANY_REFUSALS,
  type Endpoint,
  fillPath,
  Role,
  USER_REFUSALS,
} from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { INDIA, WEST_BENGAL } from '../../src/db/seed/states';
import { bearer, expectFailure, send } from '../support/call';
import { databaseState } from '../support/databaseState';
import { factories, type TestRole } from '../support/factories';
import { useTestApp } from '../support/testApp';

// Every user, company and shared-data call, tried by each role: the group administrator, a
// company administrator on their own company and on another, and a user. What may be done is
// done; every refusal is `[0, message]` with HTTP 403 and changes nothing.
const t = useTestApp();
const made = factories(t);

/** What a call is aimed at: a company, a user of role 1 in it, and a row of each shared list. */
interface Target {
  companyId: number;
  companyName: string;
  userId: number;
  shared: Record<SharedList, number>;
}

type SharedList = 'location' | 'port' | 'damage' | 'component' | 'repair';

interface Request {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}

let serial = 0;
const unique = () => ++serial;
/** Three letters, new on each call: codes where digits 0 and 1 are not allowed. */
function letters() {
  const n = unique();
  return [676, 26, 1].map((unit) => String.fromCharCode(65 + (Math.floor(n / unit) % 26))).join('');
}

const SHARED_BODIES: Record<SharedList, () => object> = {
  location: () => ({ Name: `Role Yard ${unique()}`, kind: 'yard' }),
  port: () => ({
    name: `Role Port ${unique()}`,
    PortCode: `IN${letters()}`,
  }),
  damage: () => ({ description: `Role damage ${unique()}`, shortName: `R${letters()}` }),
  component: () => ({ description: `Role component ${unique()}`, shortName: `R${letters()}` }),
  repair: () => ({ description: `Role repair ${unique()}`, shortName: `R${letters()}` }),
};
const SHARED_LISTS = Object.keys(SHARED_BODIES) as SharedList[];
const SHARED_IDS: Record<SharedList, string> = {
  location: 'locationid',
  port: 'portid',
  damage: 'autoid',
  component: 'autoid',
  repair: 'autoid',
};

/** Each call with the request it makes of its target. */
const CALLS: Record<string, { endpoint: Endpoint; request: (target: Target) => Request }> = {
  'list users': { endpoint: api.users.list, request: () => ({}) },
  'create a user': {
    endpoint: api.users.create,
    request: ({ companyId }) => ({
      body: {
        username: `planted${unique()}`,
        name: 'Planted Admin',
        roleid: Role.admin,
        companyid: companyId,
        password: 'planted-password-1',
      },
    }),
  },
  'change a user': {
    endpoint: api.users.update,
    request: ({ companyId, userId }) => ({
      params: { userid: userId },
      body: { name: 'Raised Surveyor', roleid: Role.admin, companyid: companyId },
    }),
  },
  'reset a password': {
    endpoint: api.users.resetPassword,
    request: ({ userId }) => ({
      params: { userid: userId },
      body: { newpassword: 'taken-over-password' },
    }),
  },
  'deactivate a user': {
    endpoint: api.users.setActive,
    request: ({ userId }) => ({ params: { userid: userId }, body: { is_active: 0 } }),
  },
  'list companies': { endpoint: api.company.list, request: () => ({}) },
  'create a company': {
    endpoint: api.company.create,
    request: () => ({
      body: {
        companyname: `Planted Surveyors ${unique()} Pvt Ltd`,
        company_stateid: WEST_BENGAL,
        company_countryid: INDIA,
      },
    }),
  },
  'change a company': {
    endpoint: api.company.update,
    request: ({ companyId, companyName }) => ({
      params: { companyid: companyId },
      body: {
        companyname: companyName,
        company_address: '1 Taken Over Road',
        company_stateid: WEST_BENGAL,
        company_countryid: INDIA,
      },
    }),
  },
  ...Object.fromEntries(
    SHARED_LISTS.flatMap((list) => {
      const { endpoints } = { endpoints: api[list] };
      return [
        [`list ${list}`, { endpoint: endpoints.list, request: () => ({}) }],
        [
          `create ${list}`,
          { endpoint: endpoints.create, request: () => ({ body: SHARED_BODIES[list]() }) },
        ],
        [
          `change ${list}`,
          {
            endpoint: endpoints.update,
            request: (target: Target) => ({
              params: { [SHARED_IDS[list]]: target.shared[list] },
              body: SHARED_BODIES[list](),
            }),
          },
        ],
      ];
    }),
  ),
};

type Caller = 'group administrator' | 'company administrator' | 'user';
type Aim = 'their own company' | 'another company';
/** 'done', or the refusal's message. */
type Outcome = 'done' | string;

const ROLE_OF: Record<Caller, TestRole> = {
  'group administrator': 'group',
  'company administrator': 'admin',
  user: 'user',
};

const USER_CALLS = ['create a user', 'change a user', 'reset a password', 'deactivate a user'];
const SHARED_WRITES = SHARED_LISTS.flatMap((list) => [`create ${list}`, `change ${list}`]);
const READS = ['list companies', ...SHARED_LISTS.map((list) => `list ${list}`)];

/** What each caller gets from each call, aimed at their own company or another. */
function outcome(caller: Caller, aim: Aim, name: string): Outcome {
  if (READS.includes(name) || caller === 'group administrator') return 'done';
  if (SHARED_WRITES.includes(name) || name === 'create a company') return ACCESS_REFUSALS.group;
  if (caller === 'user') return ACCESS_REFUSALS.admin;
  if (name === 'list users') return 'done';
  if (aim === 'another company')
    return USER_CALLS.includes(name) ? USER_REFUSALS.otherCompany : COMPANY_REFUSALS.otherCompany;
  return 'done';
}

const CASES = (['group administrator', 'company administrator', 'user'] as const).flatMap(
  (caller) =>
    (['their own company', 'another company'] as const).flatMap((aim) =>
      Object.keys(CALLS).map((name) => [caller, aim, name, outcome(caller, aim, name)] as const),
    ),
);

/** The caller of a role in a company of their own, and a target: their company or another. */
async function arrange(caller: Caller, aim: Aim) {
  const group = await made.signedInUser('group');
  const own = await made.signedInUser(ROLE_OF[caller]);
  const other = await made.createCompany();
  const company = aim === 'their own company' ? own.company : other;
  const user = await made.createUser({ companyId: company.id });
  const shared = {} as Record<SharedList, number>;
  for (const list of SHARED_LISTS) {
    const reply = await sendCall(CALLS[`create ${list}`]?.endpoint as Endpoint, group.token, {
      body: SHARED_BODIES[list](),
    });
    shared[list] = (reply.body as [number, string, Record<string, number>])[2][
      SHARED_IDS[list]
    ] as number;
  }
  const target: Target = {
    companyId: company.id,
    companyName: company.name,
    userId: user.id,
    shared,
  };
  return { token: own.token, target, otherUser: user };
}

function sendCall(endpoint: Endpoint, token: string, request: Request) {
  return send(t.app, {
    method: endpoint.method,
    url: `/api${fillPath(endpoint.path, request.params ?? {})}`,
    headers: bearer(token),
    ...(request.query ? { query: request.query as Record<string, string> } : {}),
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

describe('each role trying every user, company and shared-data call', () => {
  it('covers every call of users, companies and the shared lists', () => {
    const declared = [
      ...Object.values(api.users),
      ...Object.values(api.company),
      ...SHARED_LISTS.flatMap((list) => [api[list].list, api[list].create, api[list].update]),
    ];
    expect(
      Object.values(CALLS)
        .map((c) => c.endpoint)
        .sort(byPath),
    ).toEqual(declared.sort(byPath));
  });

  it.each(CASES)('the %s, aimed at %s, tries to %s: %s', async (caller, aim, name, expected) => {
    const { token, target } = await arrange(caller, aim);
    const { endpoint, request } = CALLS[name] as (typeof CALLS)[string];
    const before = await databaseState(t.db);
    const reply = await sendCall(endpoint, token, request(target));
    if (expected === 'done') {
      expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
      expect((reply.body as unknown[])[0]).toBe(1);
      return;
    }
    expect(expectFailure(reply, 403)).toEqual({ message: expected, fields: {} });
    expect(await databaseState(t.db)).toEqual(before);
  });
});

const byPath = (a: Endpoint, b: Endpoint) =>
  `${a.method} ${a.path}`.localeCompare(`${b.method} ${b.path}`);
