import { ACCESS_REFUSALS, type Endpoint, opensTo, type SessionUser } from '@quaybook/contract';
import type { FastifyRequest } from 'fastify';
import { TokenRejected, type TokenService } from '../auth/tokens';
import { forbidden, unauthorized } from './errors';
import { noteCaller } from './requestLog';

/** Holds verified claims against the current state of the user, refusing when they no longer hold. */
export type SessionCheck = (claims: SessionUser) => Promise<SessionUser>;

/**
 * Reads and checks the bearer token, then the session behind it; refuses the request when the
 * token is missing or not valid, the session has ended, or the call's declared access does not
 * open it to the caller's role as the database holds it (`opensTo`): the one place every call's
 * access is decided. A shipping line's user let in is then kept to their link parties
 * (`lineScope.ts`).
 */
export async function authenticate(
  request: FastifyRequest,
  { tokens, checkSession }: { tokens: TokenService; checkSession: SessionCheck },
  call: Pick<Endpoint, 'access' | 'line'>,
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
  noteCaller(request, user);
  if (call.access === 'public') return user;
  if (!opensTo(call, user)) throw forbidden(ACCESS_REFUSALS[call.access]);
  return user;
}
