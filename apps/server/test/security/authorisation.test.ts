import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ACCESS_REFUSALS, api, type Endpoint, fillPath } from '@quaybook/contract';
import { ADDED_ROUTES, routeNameOf, SPEC_ROUTES } from '@quaybook/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CALLS, ADMIN_REQUESTS, type Targets } from '../support/adminScreens';
import { bearer, call, endpointsOf, expectFailure, expectOk, send, urlOf } from '../support/call';
import { databaseState } from '../support/databaseState';
import { factories, type TestUser } from '../support/factories';
import { useTestApp } from '../support/testApp';

// Generated from the contract: every endpoint closed to users of role 1 (an administrator's, or
// the group administrator's alone) refuses a user of role 1 of the same company with 403 and
// changes nothing, and no screen the user is offered makes such a call. What each kind of
// administrator may do is security/roles.test.ts.
const t = useTestApp({ reset: 'once' });
const made = factories(t);

const keyOf = (endpoint: Endpoint) => `${endpoint.method} ${endpoint.path}`;
const ADMIN_ONLY = endpointsOf(api).filter(
  (endpoint) => endpoint.access === 'admin' || endpoint.access === 'group',
);
const REPOSITORY = path.resolve(import.meta.dirname, '../../../..');

let admin: { token: string; user: TestUser };
let user: { token: string; user: TestUser };
let targets: Targets;

beforeAll(async () => {
  // The group administrator, whom every call closed to users lets in.
  const signedIn = await made.signedInUser('group');
  admin = signedIn;
  const member = await made.createUser({ companyId: signedIn.company.id, role: 'user' });
  user = { user: member, token: await made.tokenFor(member) };
  const colleague = await made.createUser({ companyId: signedIn.company.id, role: 'user' });
  const party = await made.createLinkParty(signedIn.user);
  targets = {
    companyId: signedIn.company.id,
    colleagueId: colleague.id,
    linkPartyId: party.id,
  };
});

/** The endpoint's request aimed at the company and a colleague, as the raw request sent. */
function requestOf(endpoint: Endpoint, token: string) {
  const request = ADMIN_REQUESTS[keyOf(endpoint)]?.(targets) ?? {};
  const url = request.params
    ? `/api${fillPath(endpoint.path, request.params)}`
    : urlOf(endpoint, targets.companyId);
  const query = Object.fromEntries(
    Object.entries(request.query ?? {}).map(([key, value]) => [key, String(value)]),
  );
  return send(t.app, {
    method: endpoint.method,
    url,
    query,
    headers: bearer(token),
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
}

describe('every admin-only endpoint', () => {
  it('is found in the contract', () => {
    expect(ADMIN_ONLY.length).toBeGreaterThanOrEqual(21);
  });

  it.each(
    ADMIN_ONLY.map((endpoint) => [keyOf(endpoint), endpoint] as const),
  )('%s answers 403 to a user of role 1 of the same company and changes nothing, while an admin passes', async (_key, endpoint) => {
    const before = await databaseState(t.db);
    const refused = await requestOf(endpoint, user.token);
    expect(expectFailure(refused, 403).message).toBe(
      ACCESS_REFUSALS[endpoint.access as 'admin' | 'group'],
    );
    expect(await databaseState(t.db)).toEqual(before);
    // The same request from the group administrator of the company gets past the access check.
    const allowed = await requestOf(endpoint, admin.token);
    expect([401, 403], JSON.stringify(allowed.body)).not.toContain(allowed.statusCode);
  });
});

describe('the screens a user of role 1 is offered', () => {
  const menuRoutes = async (token: string) =>
    expectOk(await call(t.app, api.menu.getMenu, {}, token))
      .filter((item) => item.parent_id !== 0)
      .map((item) => routeNameOf(item.menu_action));

  it('name every admin-only endpoint with the screen that calls it, and nothing else', () => {
    expect(Object.keys(ADMIN_CALLS).sort()).toEqual(ADMIN_ONLY.map(keyOf).sort());
    for (const [key, screen] of Object.entries(ADMIN_CALLS))
      expect([...SPEC_ROUTES, ...ADDED_ROUTES], key).toContain(screen.route);
  });

  it('leave out every screen that is an admin’s only, which an admin is offered', async () => {
    const forUser = await menuRoutes(user.token);
    const forAdmin = await menuRoutes(admin.token);
    for (const [key, screen] of Object.entries(ADMIN_CALLS)) {
      if (!('menu' in screen.hiddenBy)) continue;
      expect(forUser, `${key} is called by ${screen.route}`).not.toContain(screen.route);
      expect(forAdmin, key).toContain(screen.route);
    }
  });

  it('hide the control that makes an admin-only call on a screen they are offered, as a journey shows', async () => {
    const forUser = await menuRoutes(user.token);
    for (const [key, screen] of Object.entries(ADMIN_CALLS)) {
      const { hiddenBy } = screen;
      const journey = 'journey' in hiddenBy ? hiddenBy.journey : hiddenBy.opened;
      if ('control' in hiddenBy) expect(forUser, key).toContain(screen.route);
      if (!journey) continue;
      const source = await readFile(path.join(REPOSITORY, journey.file), 'utf8');
      expect(source, `${key}: ${journey.file}`).toContain(`test('${journey.title}'`);
    }
  });
});
