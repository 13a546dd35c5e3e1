import { randomBytes } from 'node:crypto';
import { type SessionUser, sessionUser } from '@quaybook/contract';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/client';
import { keptSetting } from './settingRepository';

export class TokenRejected extends Error {
  constructor(readonly reason: 'expired' | 'invalid') {
    super(`token ${reason}`);
  }
}

type TokenClaims = Omit<SessionUser, 'exp'>;

/** Signs and checks HS256 access tokens carrying the session user. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    private readonly lifetimeSeconds: number,
    private readonly nowSeconds: () => number = () => Math.floor(Date.now() / 1000),
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  issue(claims: TokenClaims, lifetimeSeconds = this.lifetimeSeconds): Promise<string> {
    const now = this.nowSeconds();
    return new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + lifetimeSeconds)
      .sign(this.key);
  }

  async verify(token: string): Promise<SessionUser> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.nowSeconds() * 1000),
      });
      const user = sessionUser.safeParse(payload);
      if (!user.success) throw new TokenRejected('invalid');
      return user.data;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenRejected('expired');
      throw new TokenRejected('invalid');
    }
  }
}

const SECRET_KEY = 'jwt_secret';

/** The configured secret, else one generated on first start and kept in the database. */
export async function loadTokenSecret(
  db: Database,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const kept = await keptSetting(db, SECRET_KEY, randomBytes(48).toString('base64url'));
  if (kept === undefined) throw new Error('The token secret could not be stored');
  return kept;
}
