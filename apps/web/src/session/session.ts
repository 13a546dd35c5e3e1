import { clearReferenceCache } from '../reference/referenceCache';
import { PERMISSIONS_KEY, TOKEN_KEY, USER_KEY } from './tokenStore';

/** A redirect target is only ever a path of this app, never another site. */
export function safeRedirect(target: string | null): string | null {
  return target?.startsWith('/') && !target.startsWith('//') ? target : null;
}

/** Where the login screen sends a visitor who wanted `path`. */
export function loginPathFor(path: string): string {
  return `/?redirect=${encodeURIComponent(path)}`;
}

/**
 * Ends the session: forgets the token, the user, the clicked menu item and every cached list
 * (they belong to the signed-in company), then reloads at the login screen.
 */
export function signOut(options: { returnTo?: string } = {}): void {
  for (const key of [TOKEN_KEY, USER_KEY, PERMISSIONS_KEY]) localStorage.removeItem(key);
  clearReferenceCache();
  window.location.assign(options.returnTo ? loginPathFor(options.returnTo) : '/');
}
