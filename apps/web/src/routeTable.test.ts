import { ADDED_ROUTES, SPEC_ROUTES } from '@quaybook/domain';
import { describe, expect, it } from 'vitest';
import { listScreens } from './entities/listScreens';
import { builtRoutes, KNOWN_ROUTES, screenRoutes } from './routeTable';

const allowed = [...SPEC_ROUTES, ...ADDED_ROUTES];

describe('the route table', () => {
  it('has every route of the spec, built or Under Development', () => {
    expect(SPEC_ROUTES.filter((route) => !KNOWN_ROUTES.has(route))).toEqual([]);
    expect(new Set(SPEC_ROUTES).size).toBe(SPEC_ROUTES.length);
  });

  it('builds a screen for every route of the spec', () => {
    const built = new Set(builtRoutes.map((route) => route.path));
    expect(SPEC_ROUTES.filter((route) => !built.has(route))).toEqual([]);
  });

  it('puts every list screen at a route of the spec, or one Quaybook adds', () => {
    expect(listScreens.map((screen) => screen.route).filter((r) => !allowed.includes(r))).toEqual(
      [],
    );
  });

  it('has no other route, so any other path is Not Found', () => {
    const paths = screenRoutes.map((route) => route.path);
    expect(paths.filter((path) => !allowed.includes(path))).toEqual([]);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('builds the Estimates list and one estimate by its id inside the signed-in shell', () => {
    expect(builtRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['estimates', 'estimate/:estimateid']),
    );
    // The line's approval page is public: it is no route of the shell.
    expect([...KNOWN_ROUTES].filter((path) => path.startsWith('approve'))).toEqual([]);
  });

  it('builds the About and Under Development pages themselves', () => {
    expect(builtRoutes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['about', 'underdevelopment']),
    );
  });
});
