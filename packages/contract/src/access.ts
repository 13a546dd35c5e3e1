import { Role, type SessionUser } from './auth';
import type { Access, Endpoint } from './endpoint';

/** What decides a caller's access: their role, and whether they are the group administrator. */
export type Caller = Pick<SessionUser, 'roleid' | 'group_admin'>;

// Each level lists the roles it opens a call to, so a role added later is let into nothing
// until a declaration says so.
const OPENS: Record<Exclude<Access, 'public'>, (caller: Caller) => boolean> = {
  line: ({ roleid }) => roleid === Role.line,
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

/**
 * Whether a caller may make this call: its access opens it to them, or it is a staff call whose
 * declaration keeps a shipping line's user to their link parties (`line`). The server enforces
 * it on every call; the screens follow it.
 */
export function opensTo(
  call: Pick<Endpoint, 'access' | 'line'>,
  caller: Caller | null | undefined,
) {
  if (mayCall(call.access, caller)) return true;
  return caller?.roleid === Role.line && call.line !== undefined && call.access !== 'public';
}

/** Whether the caller is a shipping line's user, who works in the portal alone. */
export const isLineUser = (caller: Caller | null | undefined) => caller?.roleid === Role.line;

/** What a caller refused by a call's access is told (HTTP 403). */
export const ACCESS_REFUSALS: Record<Exclude<Access, 'public'>, string> = {
  line: 'Only a shipping line’s user can do this.',
  user: 'Your role does not allow this.',
  admin: 'Only an administrator can do this.',
  group: 'Only the group administrator can do this.',
};

/** What a shipping line's user is told when a call reaches past their link parties. */
export const LINE_MESSAGES = {
  /** A record or document not issued for their parties; the same whether it exists or not. */
  notYours: 'Not found among your line’s records.',
  /** A party asked for that is not one of theirs. */
  otherParty: 'You can see only your own line’s records.',
  noParties: 'Your account is not tied to any line yet. Ask the survey company to set it up.',
};
