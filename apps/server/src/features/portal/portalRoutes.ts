import { api, PORTAL_MESSAGES } from '@quaybook/contract';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { portalService } from './portalService';

const { portal: calls } = api;

/** The portal's own calls; a shipping line's user reads the rest through the staff calls. */
export function portalRoutes(deps: Deps): Route[] {
  const portal = portalService(deps);
  return [
    defineRoute(calls.profile, async ({ user }) => ok(await portal.profile(user))),
    defineRoute(calls.notifications, async ({ input, user }) =>
      ok(await portal.saveNotifications(user, input.body), PORTAL_MESSAGES.notificationsSaved),
    ),
    defineRoute(calls.decideEstimate, async ({ input, user }) =>
      ok(await portal.decide(user, input.query.estimateid, input.body), PORTAL_MESSAGES.decided),
    ),
  ];
}
