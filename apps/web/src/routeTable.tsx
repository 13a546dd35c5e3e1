import {
  CUSTOMS_REPORT_CALL_NAMES,
  CUSTOMS_REPORT_CALLS,
  UPLOAD_KIND_NAMES,
} from '@quaybook/contract';
import { routeNameOf, SPEC_ROUTES } from '@quaybook/domain';
import { lazy, type ReactElement } from 'react';
import { listScreens } from './entities/listScreens';
import { listRoute } from './lists/screen/listRoute';
import { UPLOAD_SCREENS } from './uploads/kinds/uploadScreens';

const DashboardScreen = lazy(() => import('./screens/dashboard/DashboardScreen'));
const ChangePasswordScreen = lazy(() => import('./screens/changePassword/ChangePasswordScreen'));
const AboutScreen = lazy(() => import('./screens/about/AboutScreen'));
const UnderDevelopmentScreen = lazy(
  () => import('./screens/underDevelopment/UnderDevelopmentScreen'),
);
export const NotFoundScreen = lazy(() => import('./screens/notFound/NotFoundScreen'));
const TransactionEntryScreen = lazy(
  () => import('./screens/inspectionEntry/TransactionEntryScreen'),
);
const InspectionEntryScreen = lazy(() => import('./screens/inspectionEntry/InspectionEntryScreen'));
const ViewInspectionScreen = lazy(() => import('./screens/inspectionView/ViewInspectionScreen'));
const AdvanceListScreen = lazy(() => import('./screens/advanceList/AdvanceListScreen'));
const ContainerHistoryScreen = lazy(
  () => import('./screens/containerHistory/ContainerHistoryScreen'),
);
const BillGenerateScreen = lazy(() => import('./screens/billGenerate/BillGenerateScreen'));
const BillsScreen = lazy(() => import('./screens/bills/BillsScreen'));
const PhotoGalleryScreen = lazy(() => import('./screens/photoGallery/PhotoGalleryScreen'));
const BillRegisterScreen = lazy(() => import('./screens/billRegister/BillRegisterScreen'));
const MisReportScreen = lazy(() => import('./screens/misBill/MisReportScreen'));
const MisBillsScreen = lazy(() => import('./screens/misBill/MisBillsScreen'));
const ReportsScreen = lazy(() => import('./screens/reports/ReportsScreen'));
const SurveyReportScreen = lazy(() => import('./screens/surveyReport/SurveyReportScreen'));
const InspectionReportScreen = lazy(
  () => import('./screens/inspectionReport/InspectionReportScreen'),
);
const UploadScreen = lazy(() => import('./uploads/UploadScreen'));
const PendingInspectionScreen = lazy(
  () => import('./screens/pendingInspection/PendingInspectionScreen'),
);
const GeneralExcelScreen = lazy(() => import('./screens/generalExcel/GeneralExcelScreen'));
const MailLogScreen = lazy(() => import('./screens/mailLog/MailLogScreen'));
const EdiExcelReportScreen = lazy(() => import('./screens/ediReport/EdiExcelReportScreen'));
const CodecoCoarriScreen = lazy(() => import('./screens/ediReport/CodecoCoarriScreen'));
const CustomsReportScreen = lazy(() => import('./screens/customsReports/CustomsReportScreen'));
const SentFilesScreen = lazy(() => import('./screens/sentFiles/SentFilesScreen'));
const AuditLogScreen = lazy(() => import('./screens/auditLog/AuditLogScreen'));
const DeliveryLogScreen = lazy(() => import('./screens/deliveryLog/DeliveryLogScreen'));
const EdiDeliveryScreen = lazy(() => import('./screens/ediDelivery/EdiDeliveryScreen'));

const OvaReportScreen = lazy(() => import('./screens/ovaReport/OvaReportScreen'));
const ZirconReportScreen = lazy(() => import('./screens/zirconReport/ZirconReportScreen'));
const ShippingBillUploadScreen = lazy(
  () => import('./screens/shippingBills/ShippingBillUploadScreen'),
);
const ShippingBillListScreen = lazy(() => import('./screens/shippingBills/ShippingBillListScreen'));
const EgmListScreen = lazy(() => import('./screens/egmList/EgmListScreen'));
const CoprarConversionScreen = lazy(
  () => import('./screens/coprarConversion/CoprarConversionScreen'),
);
const VesselCapacityScreen = lazy(() => import('./screens/vesselCapacity/VesselCapacityScreen'));
const EstimatesScreen = lazy(() => import('./screens/estimates/EstimatesScreen'));
const EstimateScreen = lazy(() => import('./screens/estimates/EstimateScreen'));

interface ScreenRoute {
  path: string;
  element: ReactElement;
}

/** The screens this app has built, by route path. */
export const builtRoutes: ScreenRoute[] = [
  { path: 'dashboard', element: <DashboardScreen /> },
  { path: 'change-password', element: <ChangePasswordScreen /> },
  { path: 'about', element: <AboutScreen /> },
  { path: 'underdevelopment', element: <UnderDevelopmentScreen /> },
  { path: 'notfound', element: <NotFoundScreen /> },
  { path: 'transaction', element: <TransactionEntryScreen /> },
  { path: 'damageentry', element: <InspectionEntryScreen /> },
  { path: 'transactionmanagment', element: <ViewInspectionScreen /> },
  { path: 'transactionuser', element: <AdvanceListScreen /> },
  { path: 'containerhistory', element: <ContainerHistoryScreen /> },
  // The gallery of a chosen inspection or container, at both of the spec's photo routes.
  { path: 'imagepage', element: <PhotoGalleryScreen /> },
  { path: 'imageview', element: <PhotoGalleryScreen /> },
  { path: 'billregister', element: <BillRegisterScreen /> },
  { path: 'misreport', element: <MisReportScreen /> },
  { path: 'misreportlist', element: <MisBillsScreen /> },
  { path: 'billgenerate', element: <BillGenerateScreen /> },
  { path: 'bill', element: <BillsScreen /> },
  { path: 'inspectionreport', element: <InspectionReportScreen /> },
  // One screen of reports at both of the spec's routes, titled as each menu names it.
  { path: 'report', element: <ReportsScreen title="Report List" /> },
  { path: 'listreport', element: <ReportsScreen title="Reports" /> },
  { path: 'surveyreport', element: <SurveyReportScreen /> },
  // Every upload kind's screen, at the route its menu entry makes.
  ...UPLOAD_KIND_NAMES.map((kind) => ({
    path: UPLOAD_SCREENS[kind].route,
    element: <UploadScreen kind={kind} />,
  })),
  { path: 'egmuploadedlist', element: <EgmListScreen /> },
  { path: 'pendingtransaction', element: <PendingInspectionScreen /> },
  { path: 'ovareport', element: <OvaReportScreen /> },
  { path: 'zirconreport', element: <ZirconReportScreen /> },
  { path: 'coprarconvert', element: <CoprarConversionScreen /> },
  { path: 'generalexcel', element: <GeneralExcelScreen /> },
  { path: 'maillog', element: <MailLogScreen /> },
  { path: 'mscediexcel', element: <EdiExcelReportScreen /> },
  { path: 'codecocoarri', element: <CodecoCoarriScreen /> },
  { path: 'sentfiles', element: <SentFilesScreen /> },
  { path: 'auditlog', element: <AuditLogScreen /> },
  { path: 'deliverylog', element: <DeliveryLogScreen /> },
  { path: 'edidelivery', element: <EdiDeliveryScreen /> },
  { path: 'vesselcapacity', element: <VesselCapacityScreen /> },
  { path: 'shippingbillupload', element: <ShippingBillUploadScreen /> },
  { path: 'shippingbilllist', element: <ShippingBillListScreen /> },
  { path: 'estimates', element: <EstimatesScreen /> },
  { path: 'estimate/:estimateid', element: <EstimateScreen /> },
  // Every customs report call's screen, at the route its menu entry makes.
  ...CUSTOMS_REPORT_CALL_NAMES.map((call) => ({
    path: routeNameOf(CUSTOMS_REPORT_CALLS[call].menu.action),
    element: <CustomsReportScreen call={call} />,
  })),
  ...listScreens.map(listRoute),
];

const built = new Set(builtRoutes.map((route) => route.path));

/**
 * The signed-in routes: every screen built, and every other route of the spec's route table
 * (002 §2.1), which shows Page Under Development until its screen is built. Any other path is
 * Not Found.
 */
export const screenRoutes: ScreenRoute[] = [
  ...builtRoutes,
  ...SPEC_ROUTES.filter((path) => !built.has(path)).map((path) => ({
    path,
    element: <UnderDevelopmentScreen />,
  })),
];

export const KNOWN_ROUTES: ReadonlySet<string> = new Set(screenRoutes.map((route) => route.path));
