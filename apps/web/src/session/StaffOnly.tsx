import { isLineUser } from '@quaybook/contract';
import { Navigate, Outlet } from 'react-router';
import { PORTAL_PATH } from './landing';
import { useSession } from './useSession';

/** The staff's screens: a shipping line's user reaching any of them goes to their portal. */
export function StaffOnly() {
  const user = useSession();
  return isLineUser(user) ? <Navigate to={PORTAL_PATH} replace /> : <Outlet />;
}
