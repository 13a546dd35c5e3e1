import { createContext, useContext } from 'react';

/** The route paths this app has; menu items leading elsewhere go to notfound. */
export const KnownRoutes = createContext<ReadonlySet<string>>(new Set());

export function useKnownRoutes(): ReadonlySet<string> {
  return useContext(KnownRoutes);
}
