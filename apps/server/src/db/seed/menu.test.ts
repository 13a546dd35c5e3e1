import { CUSTOMS_REPORT_CALLS, UPLOAD_KINDS } from '@quaybook/contract';
import { ADDED_ROUTES, MENU_GROUPS, routeNameOf, SPEC_ROUTES } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { MENU } from './menu';

describe('the menu seed', () => {
  it('leads every entry to a route of the spec, or one Quaybook adds', () => {
    const allowed = [...SPEC_ROUTES, ...ADDED_ROUTES];
    const routes = MENU.filter((entry) => entry.parentId !== 0).map((entry) =>
      routeNameOf(entry.action),
    );
    expect(routes.filter((route) => !allowed.includes(route))).toEqual([]);
  });

  it('lists every upload kind and customs report under the entry its declaration gives', () => {
    const declared = [
      ...Object.values(UPLOAD_KINDS).map((kind) => kind.menu),
      ...Object.values(CUSTOMS_REPORT_CALLS).map((call) => call.menu),
    ];
    for (const { group, id, name, action } of declared)
      expect(MENU.filter((entry) => entry.id === id)).toEqual([
        { id, parentId: MENU_GROUPS[group], name, icon: 'point', action },
      ]);
  });

  it('keeps each entry under one id, and a group’s entries in the order of their ids', () => {
    const ids = MENU.map((entry) => entry.id);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    const scmtr = MENU.filter((entry) => entry.parentId === MENU_GROUPS.scmtr).map((e) => e.id);
    expect(scmtr).toEqual([...scmtr].sort((a, b) => a - b));
  });
});
