import { api } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { USER_MESSAGES, userService } from './userService';

export function userRoutes({ db }: Deps) {
  const service = userService(db);
  return [
    defineRoute(api.users.list, async ({ user }) => ok(await service.list(user)), {
      reads: 'replica',
    }),
    defineRoute(api.users.create, async ({ input, user }) =>
      ok(await service.create(user, input.body), USER_MESSAGES.created),
    ),
    defineRoute(api.users.update, async ({ input, user }) =>
      ok(
        await service.update(user, input.params.userid, input.body, input.body.version),
        USER_MESSAGES.updated,
      ),
    ),
    defineRoute(api.users.resetPassword, async ({ input, user }) =>
      ok(
        await service.resetPassword(user, input.params.userid, input.body.newpassword),
        USER_MESSAGES.passwordReset,
      ),
    ),
    defineRoute(api.users.setActive, async ({ input, user }) => {
      const active = input.body.is_active === 1;
      const row = await service.setActive(user, input.params.userid, active);
      return ok(row, active ? USER_MESSAGES.reactivated : USER_MESSAGES.deactivated);
    }),
  ];
}
