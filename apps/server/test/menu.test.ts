import { api } from '@quaybook/contract';
import { MENU_GROUPS, routeNameOf } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { call, expectFailure, expectOk } from './support/call';
import { signedInUser } from './support/factories';
import { useTestApp } from './support/testApp';

const t = useTestApp();

// The route table of spec 002 §2.1, both its protected and its open lists.
const SPEC_ROUTES = [
  ...[
    'voyage',
    'movement',
    'container',
    'vessel',
    'location',
    'dashboard',
    'change-password',
    'uploadtransaction',
  ],
  ...[
    'pendingtransaction',
    'dockoutbooking',
    'vcnpartylink',
    'ovareport',
    'mscediexcel',
    'codecocoarri',
  ],
  ...[
    'coprarconvert',
    'generalexcel',
    'ovaupload',
    'pomsupload',
    'zirconreport',
    'egmupload',
    'egmuploadedlist',
  ],
  ...['egmreportupload', 'partyblexcel', 'generatemissingsb', 'generatemissmatchedsbexcel'],
  ...[
    'generatemissmatchedexcel',
    'generate_mismatch_pkg',
    'shippingbillupload',
    'shippingbilllist',
  ],
  ...['billregister', 'surveyreport', 'vesselcapacity'],
  ...[
    'transactionmanagment',
    'imagepage',
    'imageview',
    'repairtype',
    'componentlist',
    'damagelist',
    'linkparty',
  ],
  ...[
    'damageentry',
    'listreport',
    'misreport',
    'misreportlist',
    'underdevelopment',
    'billgenerate',
    'bill',
  ],
  ...[
    'partyrate',
    'report',
    'inspectionreport',
    'port',
    'transaction',
    'transactionuser',
    'upload',
    'account',
  ],
  ...['applicant', 'company', 'vcn', 'about'],
];
const NOT_SCREENS_OF_THE_MENU = ['dashboard', 'change-password', 'underdevelopment', 'about'];

async function menuFor(role: 'user' | 'admin') {
  const { token } = await signedInUser(t.db, t.tokens, role);
  return expectOk(api.menu.getMenu, await call(t.app, api.menu.getMenu, {}, token));
}

describe('GET /api/menu', () => {
  it('needs a signed-in user', async () => {
    expectFailure(await call(t.app, api.menu.getMenu, {}), 401);
  });

  it('has the six groups at the top level', async () => {
    const items = await menuFor('user');
    const groups = items.filter((item) => item.parent_id === 0);
    expect(groups.map((g) => [g.auto_id, g.menu_name])).toEqual([
      [MENU_GROUPS.master, 'Master'],
      [MENU_GROUPS.upload, 'Upload'],
      [MENU_GROUPS.transaction, 'Transaction'],
      [MENU_GROUPS.report, 'Report'],
      [MENU_GROUPS.bill, 'Bill'],
      [MENU_GROUPS.scmtr, 'SCMTR'],
    ]);
  });

  it('puts every screen in a group and leads it to a route of the spec', async () => {
    const items = await menuFor('user');
    const groupIds = new Set<number>(Object.values(MENU_GROUPS));
    const screens = items.filter((item) => item.parent_id !== 0);
    for (const screen of screens) {
      expect(groupIds.has(screen.parent_id), screen.menu_name).toBe(true);
      expect(SPEC_ROUTES, screen.menu_name).toContain(routeNameOf(screen.menu_action));
    }
    const routes = screens.map((s) => routeNameOf(s.menu_action));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has an entry for every screen route of the spec', async () => {
    const routes = new Set((await menuFor('user')).map((item) => routeNameOf(item.menu_action)));
    const missing = SPEC_ROUTES.filter(
      (route) => !NOT_SCREENS_OF_THE_MENU.includes(route) && !routes.has(route),
    );
    expect(missing).toEqual([]);
  });

  it('shows admins the same screens as users while none is admin-only', async () => {
    expect((await menuFor('admin')).map((i) => i.auto_id)).toEqual(
      (await menuFor('user')).map((i) => i.auto_id),
    );
  });
});
