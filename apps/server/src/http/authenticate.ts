import { Role, type SessionUser } from '@quaybook/contract';
import type { FastifyRequest } from 'fastify';
import { TokenRejected, type TokenService } from '../auth/tokens';
import { forbidden, unauthorized } from './errors';

/** Reads and checks the bearer token; refuses the request when it is missing or not valid. */
export async function authenticate(
  request: FastifyRequest,
  tokens: TokenService,
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
  if (access === 'admin' && user.roleid !== Role.admin) {
    throw forbidden('Only an administrator can do this.');
  }
  return user;
}
