import { api } from '@quaybook/contract';
import type { Deps } from '../deps';
import { defineRoute, ok } from '../http/route';
import { changePassword, signIn } from './authService';

export const authRoutes = (deps: Deps) => [
  defineRoute(api.auth.signIn, async ({ input, request }) =>
    ok(await signIn(deps, input.body, request.ip, request.log)),
  ),
  defineRoute(api.auth.changePassword, async ({ input, user }) =>
    ok(await changePassword(deps, user, { ...input.query, ...input.body })),
  ),
];
