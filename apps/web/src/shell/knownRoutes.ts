import { createContext, useContext } from 'react';

/** The route paths this app has, every route of the spec among them; others lead to notfound. */
export const KnownRoutes = createContext<ReadonlySet<string>>(new Set());

export function useKnownRoutes(): ReadonlySet<string> {
  return useContext(KnownRoutes);
}
