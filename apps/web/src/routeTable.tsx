import { lazy, type ReactElement } from 'react';
import { masterListRoutes } from './entities/masterLists';

const DashboardScreen = lazy(() => import('./screens/dashboard/DashboardScreen'));
const ChangePasswordScreen = lazy(() => import('./screens/changePassword/ChangePasswordScreen'));
export const NotFoundScreen = lazy(() => import('./screens/notFound/NotFoundScreen'));
const PartyRateScreen = lazy(() => import('./screens/partyRate/PartyRateScreen'));

/** The signed-in screens this app has, by route path (spec 002 §2.1); others show notfound. */
export const screenRoutes: { path: string; element: ReactElement }[] = [
  { path: 'dashboard', element: <DashboardScreen /> },
  { path: 'change-password', element: <ChangePasswordScreen /> },
  { path: 'notfound', element: <NotFoundScreen /> },
  { path: 'partyrate', element: <PartyRateScreen /> },
  ...masterListRoutes,
];

export const KNOWN_ROUTES: ReadonlySet<string> = new Set(screenRoutes.map((route) => route.path));
