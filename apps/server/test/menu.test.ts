import { api } from '@quaybook/contract';
import { ADDED_ROUTES, MENU_GROUPS, routeNameOf, SPEC_ROUTES } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { call, expectFailure, expectOk } from './support/call';
import { factories } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();
const { signedInUser } = factories(t);

// Reached from the shell (the fixed Dashboard item, the profile menu) or not a screen at all.
const OUTSIDE_THE_MENU = ['dashboard', 'change-password', 'underdevelopment', 'about'];

async function menuFor(role: 'user' | 'admin') {
  const { token } = await signedInUser(role);
  return expectOk(await call(t.app, api.menu.getMenu, {}, token));
}

describe('GET /api/menu', () => {
  it('needs a signed-in user', async () => {
    const { message } = expectFailure(await call(t.app, api.menu.getMenu, {}), 401);
    expect(message).toBe('Not signed in. Please sign in.');
  });

  it('has the six groups of the spec at the top level, with parent 0', async () => {
    const groups = (await menuFor('user')).filter((item) => item.parent_id === 0);
    expect(groups.map((g) => [g.auto_id, g.menu_name])).toEqual([
      [1, 'Master'],
      [2, 'Upload'],
      [3, 'Transaction'],
      [4, 'Report'],
      [32, 'Bill'],
      [62, 'SCMTR'],
    ]);
    expect(Object.values(MENU_GROUPS).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 32, 62]);
  });

  it('puts every other entry under one of the six groups', async () => {
    const groupIds: number[] = Object.values(MENU_GROUPS);
    const children = (await menuFor('user')).filter((item) => item.parent_id !== 0);
    expect(children.length).toBeGreaterThan(0);
    for (const child of children) expect(groupIds, child.menu_name).toContain(child.parent_id);
  });

  it('leads every entry to a route of the spec’s route table, or one Quaybook adds', async () => {
    const children = (await menuFor('user')).filter((item) => item.parent_id !== 0);
    for (const child of children) {
      expect(
        [...SPEC_ROUTES, ...ADDED_ROUTES],
        `${child.menu_name} (${child.menu_action})`,
      ).toContain(routeNameOf(child.menu_action));
    }
  });

  it('has one entry for every screen route of the spec', async () => {
    const children = (await menuFor('user')).filter((item) => item.parent_id !== 0);
    const routes = children.map((child) => routeNameOf(child.menu_action));
    const missing = SPEC_ROUTES.filter(
      (route) => !OUTSIDE_THE_MENU.includes(route) && !routes.includes(route),
    );
    expect(missing).toEqual([]);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
  });

  it('shows an admin every entry a user sees, plus the admin-only Users, Audit Log and EDI Delivery under Master', async () => {
    const forAdmin = await menuFor('admin');
    const forUser = (await menuFor('user')).map((item) => item.auto_id);
    const adminOnly = forAdmin.filter((item) => !forUser.includes(item.auto_id));
    expect(adminOnly).toEqual([
      expect.objectContaining({ menu_name: 'Users', parent_id: MENU_GROUPS.master }),
      expect.objectContaining({ menu_name: 'Audit Log', parent_id: MENU_GROUPS.master }),
      expect.objectContaining({ menu_name: 'EDI Delivery', parent_id: MENU_GROUPS.master }),
    ]);
    expect(adminOnly.map((item) => routeNameOf(item.menu_action))).toEqual([
      'users',
      'auditlog',
      'edidelivery',
    ]);
    expect(forAdmin.map((item) => item.auto_id).filter((id) => forUser.includes(id))).toEqual(
      forUser,
    );
  });
});
