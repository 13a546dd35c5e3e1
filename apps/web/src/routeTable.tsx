import { lazy, type ReactElement } from 'react';
import { listScreens } from './entities/listScreens';
import { listRoute } from './lists/screen/listRoute';

const DashboardScreen = lazy(() => import('./screens/dashboard/DashboardScreen'));
const ChangePasswordScreen = lazy(() => import('./screens/changePassword/ChangePasswordScreen'));
export const NotFoundScreen = lazy(() => import('./screens/notFound/NotFoundScreen'));

/** The signed-in screens this app has, by route path (spec 002 §2.1); others show notfound. */
export const screenRoutes: { path: string; element: ReactElement }[] = [
  { path: 'dashboard', element: <DashboardScreen /> },
  { path: 'change-password', element: <ChangePasswordScreen /> },
  { path: 'notfound', element: <NotFoundScreen /> },
  ...listScreens.map(listRoute),
];

export const KNOWN_ROUTES: ReadonlySet<string> = new Set(screenRoutes.map((route) => route.path));
