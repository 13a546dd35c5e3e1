import { ADDED_ROUTES, routeNameOf, SPEC_ROUTES } from '@quaybook/domain';
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
});
