import {
  IconBell,
  IconContainer,
  IconFileDescription,
  IconMail,
  IconReceipt,
  IconTool,
} from '@tabler/icons-react';
import { PORTAL_PATH } from '../../session/landing';

/** The portal's sections, in the order of its tabs, by the path each is at. */
export const PORTAL_SECTIONS = [
  { path: PORTAL_PATH, title: 'Containers', icon: IconContainer },
  { path: `${PORTAL_PATH}/reports`, title: 'Survey reports', icon: IconFileDescription },
  { path: `${PORTAL_PATH}/bills`, title: 'Bills', icon: IconReceipt },
  { path: `${PORTAL_PATH}/estimates`, title: 'Estimates', icon: IconTool },
  { path: `${PORTAL_PATH}/messages`, title: 'Messages', icon: IconMail },
  { path: `${PORTAL_PATH}/notifications`, title: 'Notifications', icon: IconBell },
] as const;

/** The section a portal path belongs to: a report's page to reports, an estimate's to estimates. */
export function sectionOf(pathname: string): string {
  const rest = pathname.slice(PORTAL_PATH.length + 1);
  const first = rest.split('/')[0] ?? '';
  const owner = first === 'report' ? 'reports' : first === 'estimate' ? 'estimates' : first;
  return PORTAL_SECTIONS.find((s) => s.path === `${PORTAL_PATH}/${owner}`)?.path ?? PORTAL_PATH;
}
