import { api, Role } from '@quaybook/contract';
import type { FastifyInstance } from 'fastify';
import { call, expectOk } from './call';

export const LINE_PASSWORD = 'Line-user-pass-1';

/**
 * A shipping line's user of these link parties, made by an administrator of their company
 * through the API and signed in; with `notices`, their choice of notifications saved.
 */
export async function signedInLineUser(
  app: FastifyInstance,
  admin: { token: string; companyId: number },
  user: {
    username: string;
    linkPartyIds: number[];
    notices?: { email: string; notifyestimates: 0 | 1; notifyreports: 0 | 1 };
  },
) {
  const created = expectOk(
    await call(
      app,
      api.users.create,
      {
        body: {
          username: user.username,
          name: `Line user ${user.username}`,
          roleid: Role.line,
          companyid: admin.companyId,
          password: LINE_PASSWORD,
          linkpartyids: user.linkPartyIds,
        },
      },
      admin.token,
    ),
  );
  const signedIn = await call(app, api.auth.signIn, {
    body: { username: user.username, password: LINE_PASSWORD },
  });
  const token = (signedIn.body as { access_token: string }).access_token;
  if (user.notices)
    expectOk(await call(app, api.portal.notifications, { body: user.notices }, token));
  return { token, userId: created.userid };
}
