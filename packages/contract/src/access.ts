import { Role, type SessionUser } from './auth';
import type { Access } from './endpoint';

/** What decides a caller's access: their role, and whether they are the group administrator. */
export type Caller = Pick<SessionUser, 'roleid' | 'group_admin'>;

// Each level lists the roles it opens a call to, so a role added later (3, a shipping line's
// user) is let into nothing until a declaration says so.
const OPENS: Record<Exclude<Access, 'public'>, (caller: Caller) => boolean> = {
  user: ({ roleid }) => roleid === Role.user || roleid === Role.admin,
  admin: ({ roleid }) => roleid === Role.admin,
  group: ({ roleid, group_admin }) => roleid === Role.admin && group_admin === true,
};

/**
 * Whether a caller may make a call of this access: the one rule the server enforces on every
 * call (`http/authenticate.ts`, with the role read from the database) and the screens follow to
 * offer only what may be done.
 * @example mayCall(api.company.create.access, session) // true for the group administrator only
 */
export function mayCall(access: Access, caller: Caller | null | undefined): boolean {
  if (access === 'public') return true;
  return caller ? OPENS[access](caller) : false;
}

/** What a caller refused by a call's access is told (HTTP 403). */
export const ACCESS_REFUSALS: Record<Exclude<Access, 'public'>, string> = {
  user: 'Your role does not allow this.',
  admin: 'Only an administrator can do this.',
  group: 'Only the group administrator can do this.',
};
