import { Center, Loader } from '@mantine/core';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import { KNOWN_ROUTES, NotFoundScreen, screenRoutes } from './routeTable';
import { PortalLayout, portalChildren } from './screens/portal/portalRoutes';
import { PORTAL_PATH } from './session/landing';
import { RequireAuth } from './session/RequireAuth';
import { StaffOnly } from './session/StaffOnly';
import { AppLayout } from './shell/AppLayout';
import { KnownRoutes } from './shell/knownRoutes';

// The sign-in page, loaded when shown: a signed-in user's first load goes without it.
const LoginScreen = lazy(() => import('./screens/login/LoginScreen'));
// The line's approval page: public, outside the signed-in shell, like the login page.
const ApprovalScreen = lazy(() => import('./screens/approval/ApprovalScreen'));

const screen = (element: ReactNode) => (
  <Suspense
    fallback={
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    }
  >
    {element}
  </Suspense>
);

export const router = createBrowserRouter([
  { path: '/', element: screen(<LoginScreen />) },
  { path: '/approve/:token', element: screen(<ApprovalScreen />) },
  {
    Component: RequireAuth,
    children: [
      // A shipping line's user works in the portal alone; staff never see it.
      { path: PORTAL_PATH, element: screen(<PortalLayout />), children: portalChildren },
      {
        Component: StaffOnly,
        children: [
          {
            element: (
              <KnownRoutes value={KNOWN_ROUTES}>
                <AppLayout />
              </KnownRoutes>
            ),
            children: [
              ...screenRoutes.map(({ path, element }) => ({
                path: `/${path}`,
                element: screen(element),
              })),
              { path: '*', element: screen(<NotFoundScreen />) },
            ],
          },
        ],
      },
    ],
  },
]);
