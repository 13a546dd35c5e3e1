import { type Caller, isLineUser } from '@quaybook/contract';

/** Where a shipping line's user works: the portal, and nothing else of the app. */
export const PORTAL_PATH = '/portal';

const inPortal = (path: string) => path === PORTAL_PATH || path.startsWith(`${PORTAL_PATH}/`);

/**
 * Where a signed-in user goes after sign-in when they asked for `wanted` (or nothing): a line
 * user only ever into the portal, staff anywhere but the portal.
 * @example landingFor({ roleid: 3, group_admin: false }, '/dashboard') // '/portal'
 */
export function landingFor(caller: Caller, wanted: string | null): string {
  if (isLineUser(caller)) return wanted && inPortal(wanted) ? wanted : PORTAL_PATH;
  return wanted && !inPortal(wanted) ? wanted : '/dashboard';
}
