import type { SessionUser } from '@quaybook/contract';
import type { Database } from '../db/client';
import { unauthorized } from '../http/errors';
import { findSessionState } from './userRepository';

export const SESSION_ENDED = 'Your session has ended. Please sign in again.';
export const ACCOUNT_INACTIVE = 'Your account is no longer active.';

/**
 * Holds a verified token against the user's row, read on every request: a token issued before
 * the user's version was raised (password reset or change, deactivation, new role or company),
 * or whose user or company is inactive, is refused. Role, group administration, company and the
 * company's state come from the row, so the server never acts on stale claims.
 */
export async function currentSession(db: Database, claims: SessionUser): Promise<SessionUser> {
  const state = await findSessionState(db, claims.user_id);
  if (!state) throw unauthorized('Your sign-in is not valid. Please sign in again.');
  if (!state.isActive || !state.companyActive) throw unauthorized(ACCOUNT_INACTIVE);
  if (state.tokenVersion !== claims.tv) throw unauthorized(SESSION_ENDED);
  return {
    ...claims,
    roleid: state.roleId,
    group_admin: state.groupAdmin,
    company_id: state.companyId,
    state_id: state.stateId,
    country_id: state.countryId,
  };
}
