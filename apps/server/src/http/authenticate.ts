import { Role, type SessionUser } from '@quaybook/contract';
import type { FastifyRequest } from 'fastify';
import { TokenRejected, type TokenService } from '../auth/tokens';
import { forbidden, unauthorized } from './errors';

/** Holds verified claims against the current state of the user, refusing when they no longer hold. */
export type SessionCheck = (claims: SessionUser) => Promise<SessionUser>;

/**
 * Reads and checks the bearer token, then the session behind it; refuses the request when the
 * token is missing or not valid, the session has ended, or an admin-only call has another caller.
 */
export async function authenticate(
  request: FastifyRequest,
  { tokens, checkSession }: { tokens: TokenService; checkSession: SessionCheck },
  access: 'user' | 'admin',
): Promise<SessionUser> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthorized('Not signed in. Please sign in.');
  let user: SessionUser;
  try {
    user = await tokens.verify(match[1]);
  } catch (error) {
    if (error instanceof TokenRejected && error.reason === 'expired') {
      throw unauthorized('Your session has expired. Please sign in again.');
    }
    throw unauthorized('Your sign-in is not valid. Please sign in again.');
  }
  user = await checkSession(user);
  if (access === 'admin' && user.roleid !== Role.admin) {
    throw forbidden('Only an administrator can do this.');
  }
  return user;
}
