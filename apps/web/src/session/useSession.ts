import type { SessionUser } from '@quaybook/contract';
import { useSyncExternalStore } from 'react';
import { currentUser, readToken, TOKEN_KEY } from './tokenStore';

const CHANGED = 'quaybook:session';
let snapshot: { token: string | null; user: SessionUser | null } = { token: null, user: null };

function read() {
  const token = readToken();
  if (token !== snapshot.token || (snapshot.user && !currentUser()))
    snapshot = { token, user: currentUser() };
  return snapshot.user;
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CHANGED, onChange);
  // A session that expired offline ends when the network returns.
  window.addEventListener('online', onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('online', onChange);
  };
}

/** Tells this tab's components that the stored token changed. */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(CHANGED));
}

/** The signed-in user, or null when signed out or the token has expired. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, read);
}
