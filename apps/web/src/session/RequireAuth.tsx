import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { onUnauthorized } from '../api/client';
import { loginPathFor, signOut } from './session';
import { readToken } from './tokenStore';
import { useSession } from './useSession';

/**
 * Lets signed-in users through. Without a token the visitor goes to the login screen with the
 * wanted path in `redirect`; an expired or refused token ends the session the same way.
 */
export function RequireAuth() {
  const user = useSession();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!user) return;
    const returnTo = () => `${window.location.pathname}${window.location.search}`;
    const untilExpiry = user.exp * 1000 - Date.now();
    // Offline the session holds (see currentUser) and ends when the network returns.
    const timer = window.setTimeout(
      () => navigator.onLine && signOut({ returnTo: returnTo() }),
      Math.max(0, Math.min(untilExpiry, 2 ** 31 - 1)),
    );
    const stop = onUnauthorized(() => signOut({ returnTo: returnTo() }));
    return () => {
      window.clearTimeout(timer);
      stop();
    };
  }, [user]);

  if (!user) {
    if (readToken()) {
      // A stored token that is expired or malformed: clear it before showing the login screen.
      signOut({ returnTo: here });
      return null;
    }
    return <Navigate to={loginPathFor(here)} replace />;
  }
  return <Outlet />;
}
