import { lazy } from 'react';
import { Navigate } from 'react-router';
import { PORTAL_PATH } from '../../session/landing';

export const PortalLayout = lazy(() => import('./PortalLayout'));
const ContainersSection = lazy(() => import('./ContainersSection'));
const ReportsSection = lazy(() => import('./ReportsSection'));
const ReportSection = lazy(() => import('./ReportSection'));
const BillsSection = lazy(() => import('./BillsSection'));
const EstimatesSection = lazy(() => import('./EstimatesSection'));
const EstimateSection = lazy(() => import('./EstimateSection'));
const MessagesSection = lazy(() => import('./MessagesSection'));
const NotificationsSection = lazy(() => import('./NotificationsSection'));
const ChangePasswordScreen = lazy(() => import('../changePassword/ChangePasswordScreen'));

/** The portal's sections, under PortalLayout; a path it does not have leads to its start. */
export const portalChildren = [
  { index: true, Component: ContainersSection },
  { path: 'reports', Component: ReportsSection },
  { path: 'report/:reportno', Component: ReportSection },
  { path: 'bills', Component: BillsSection },
  { path: 'estimates', Component: EstimatesSection },
  { path: 'estimate/:estimateid', Component: EstimateSection },
  { path: 'messages', Component: MessagesSection },
  { path: 'notifications', Component: NotificationsSection },
  { path: 'password', Component: ChangePasswordScreen },
  { path: '*', element: <Navigate to={PORTAL_PATH} replace /> },
];
