import {
  MIN_PASSWORD_LENGTH,
  PASSWORD_CHANGED,
  type SessionUser,
  type TokenReply,
} from '@quaybook/contract';
import type { Database } from '../db/client';
import { ApiError, badRequest, tooManyRequests, unauthorized } from '../http/errors';
import { recordChange } from '../shared/history';
import { inTransaction } from '../shared/transaction';
import { recentFailures, recordAttempt } from './loginAttemptRepository';
import { refusalOf, THROTTLE, throttledMessage } from './loginThrottle';
import { checkPassword, hashPassword } from './passwords';
import type { TokenService } from './tokens';
import { findUserForSignIn, type SignInUser, setPasswordHash } from './userRepository';

/** The claims of a user's token, as sign-in writes them. */
export function claimsOf(
  user: Pick<
    SignInUser,
    'name' | 'roleId' | 'groupAdmin' | 'id' | 'stateId' | 'countryId' | 'companyId'
  >,
  tokenVersion: number,
) {
  return {
    name: user.name,
    roleid: user.roleId,
    group_admin: user.groupAdmin,
    user_id: user.id,
    state_id: user.stateId,
    country_id: user.countryId,
    company_id: user.companyId,
    tv: tokenVersion,
  };
}

async function tokenReply(
  tokens: TokenService,
  user: SignInUser,
  detail: string,
  tokenVersion?: number,
): Promise<TokenReply> {
  return {
    access_token: await tokens.issue(claimsOf(user, tokenVersion ?? user.tokenVersion)),
    token_type: 'bearer',
    detail,
  };
}

const WRONG_CREDENTIALS = 'Incorrect username or password';

/** Where sign-in tells what only an attack reaches: a ceiling of the throttle. */
interface SignInLog {
  warn(details: object, message: string): void;
}

export async function signIn(
  deps: { db: Database; tokens: TokenService },
  credentials: { username: string; password: string },
  ip: string,
  log?: SignInLog,
): Promise<TokenReply> {
  const username = credentials.username.toLowerCase();
  const recent = await recentFailures(deps.db, username, ip);
  const refusal = refusalOf(recent);
  if (refusal) throw tooManyRequests(throttledMessage(refusal));
  const user = await findUserForSignIn(deps.db, { username });
  const matches = await checkPassword(user?.passwordHash, credentials.password);
  const allowed = matches && user?.isActive === true && user.companyActive;
  await recordAttempt(deps.db, username, ip, allowed);
  if (!allowed || !user) {
    // This failure reaches a ceiling: from now on the name, or the address, is refused everywhere.
    if (recent.user + 1 === THROTTLE.perUser)
      log?.warn(
        { username, ip, failures: THROTTLE.perUser, addressesBefore: recent.userAddresses },
        `sign-in refused for this user name from every address for ${THROTTLE.windowMinutes} minutes: too many failed attempts`,
      );
    if (recent.address + 1 === THROTTLE.perAddress)
      log?.warn(
        { ip, failures: THROTTLE.perAddress },
        `sign-in refused from this address for every user name for ${THROTTLE.windowMinutes} minutes: too many failed attempts`,
      );
    throw unauthorized(WRONG_CREDENTIALS);
  }
  return tokenReply(deps.tokens, user, 'Login successful');
}

export async function changePassword(
  deps: { db: Database; tokens: TokenService },
  caller: SessionUser,
  passwords: { oldpassword?: string | undefined; newpassword?: string | undefined },
): Promise<TokenReply> {
  const { oldpassword, newpassword } = passwords;
  if (!oldpassword)
    throw badRequest('Old password is required.', { oldpassword: 'Old password is required.' });
  if (!newpassword)
    throw badRequest('New password is required.', { newpassword: 'New password is required.' });
  if (newpassword.length < MIN_PASSWORD_LENGTH) {
    const message = `New password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
    throw badRequest(message, { newpassword: message });
  }
  if (newpassword === oldpassword) {
    const message = 'New password must differ from the old one.';
    throw badRequest(message, { newpassword: message });
  }
  const user = await findUserForSignIn(deps.db, { id: caller.user_id });
  if (!user?.isActive || !user.companyActive)
    throw unauthorized('Your account is no longer active.');
  if (!(await checkPassword(user.passwordHash, oldpassword))) {
    throw new ApiError(400, 'Old password is incorrect.', {
      oldpassword: 'Old password is incorrect.',
    });
  }
  // The new version ends the user's other sessions; the token answered here carries it.
  const passwordHash = await hashPassword(newpassword);
  const version = await inTransaction(deps.db, async (tx) => {
    const raised = await setPasswordHash(tx, user.id, passwordHash);
    // The audit log says that the password was set, never what to.
    await recordChange(tx, caller, { entity: 'users', entityId: user.id, action: 'password-set' });
    return raised;
  });
  return tokenReply(deps.tokens, user, PASSWORD_CHANGED, version);
}
