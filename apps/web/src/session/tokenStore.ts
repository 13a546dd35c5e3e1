import type { SessionUser } from '@quaybook/contract';

// Storage keys the spec names: the token, the user decoded from it, the clicked menu item.
export const TOKEN_KEY = 'access_token';
export const USER_KEY = 'user';
export const PERMISSIONS_KEY = 'permissions';

export function readToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

/** The payload of a JWT; throws when the token does not have three parts. */
export function decodeToken(token: string): SessionUser {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) throw new Error('Invalid token format');
  const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as SessionUser;
}

/** Expiry is in seconds since the epoch, compared in seconds to the clock. */
export function isExpired(user: Pick<SessionUser, 'exp'>, nowMs = Date.now()): boolean {
  return typeof user.exp !== 'number' || user.exp <= Math.floor(nowMs / 1000);
}

/**
 * The signed-in user when a well-formed, unexpired token is stored; null otherwise. A token that
 * expires while the tablet has no network holds until the network returns: the entries made
 * meanwhile are kept on the tablet, and sent once the user has signed in again.
 */
export function currentUser(
  online = typeof navigator === 'undefined' || navigator.onLine,
): SessionUser | null {
  const token = readToken();
  if (!token) return null;
  try {
    const user = decodeToken(token);
    return isExpired(user) && online ? null : user;
  } catch {
    return null;
  }
}

export function storeToken(token: string): SessionUser {
  const user = decodeToken(token);
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  return user;
}
