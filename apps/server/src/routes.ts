import { authRoutes } from './auth/authRoutes';
import type { Deps } from './deps';
import { documentRoutes } from './documents/documentRoutes';
import { advanceListRoutes } from './features/advanceList/advanceListRoutes';
import { auditLogRoutes } from './features/auditLog/auditLogRoutes';
import { billRoutes } from './features/bill/billRoutes';
import { billRegisterRoutes } from './features/billRegister/billRegisterRoutes';
import { codeListRoutes } from './features/codeList/codeListRoutes';
import { companyRoutes } from './features/company/companyRoutes';
import { containerRoutes } from './features/container/containerRoutes';
import { coprarRoutes } from './features/coprar/coprarRoutes';
import { customsReportRoutes } from './features/customsReports/customsReportRoutes';
import { egmListRoutes } from './features/customsUploads/egmListRoutes';
import { dashboardRoutes } from './features/dashboard/dashboardRoutes';
import { ediReportRoutes } from './features/edi/ediReportRoutes';
import { ediDeliveryRoutes } from './features/ediDelivery/ediDeliveryRoutes';
import { eInvoiceRoutes } from './features/eInvoice/eInvoiceRoutes';
import { estimateRoutes } from './features/estimate/estimateRoutes';
import { generalExcelRoutes } from './features/generalExcel/generalExcelRoutes';
import { inspectionRoutes } from './features/inspection/inspectionRoutes';
import { locationRoutes } from './features/location/locationRoutes';
import { masterRoutes } from './features/master/masterRoutes';
import { menuRoutes } from './features/menu/menuRoutes';
import { misBillRoutes } from './features/misBill/misBillRoutes';
import { ovaReportRoutes } from './features/ovaReport/ovaReportRoutes';
import { portalRoutes } from './features/portal/portalRoutes';
import { referenceRoutes } from './features/reference/referenceRoutes';
import { masterDefinitions } from './features/registry/masterDefinitions';
import { repairBillRoutes } from './features/repairBill/repairBillRoutes';
import { reportRoutes } from './features/report/reportRoutes';
import { sentFileRoutes } from './features/sentFiles/sentFileRoutes';
import { shippingBillRoutes } from './features/shippingBill/shippingBillRoutes';
import { uploadKindRoutes } from './features/upload/uploadKindRoutes';
import { uploadTemplateRoutes } from './features/upload/uploadTemplateRoutes';
import { userRoutes } from './features/users/userRoutes';
import { vcnRoutes } from './features/vcn/vcnRoutes';
import { vesselCapacityRoutes } from './features/vesselCapacity/vesselCapacityRoutes';
import { zirconRoutes } from './features/zircon/zirconRoutes';
import type { Route } from './http/route';
import { jobRoutes } from './jobs/jobRoutes';

/**
 * Every route of the API: the shared routes of each master entity and of each upload kind, from
 * its definition, and each feature's own calls. A test checks this covers the contract exactly.
 */
export function allRoutes(deps: Deps): Route[] {
  return [
    ...authRoutes(deps),
    ...menuRoutes(deps),
    ...dashboardRoutes(deps),
    ...documentRoutes(deps),
    ...referenceRoutes(deps),
    ...Object.values(masterDefinitions).flatMap((definition) => masterRoutes(definition, deps)),
    ...locationRoutes(deps),
    ...codeListRoutes(deps),
    ...containerRoutes(deps),
    ...vcnRoutes(deps),
    ...inspectionRoutes(deps),
    ...advanceListRoutes(deps),
    ...reportRoutes(deps),
    ...companyRoutes(deps),
    ...userRoutes(deps),
    ...billRegisterRoutes(deps),
    ...misBillRoutes(deps),
    ...estimateRoutes(deps),
    ...portalRoutes(deps),
    ...billRoutes(deps),
    ...repairBillRoutes(deps),
    ...eInvoiceRoutes(deps),
    ...uploadKindRoutes(deps),
    ...coprarRoutes(deps),
    ...uploadTemplateRoutes(deps),
    ...sentFileRoutes(deps),
    ...ovaReportRoutes(deps),
    ...zirconRoutes(deps),
    ...generalExcelRoutes(deps),
    ...ediReportRoutes(deps),
    ...ediDeliveryRoutes(deps),
    ...vesselCapacityRoutes(deps),
    ...shippingBillRoutes(deps),
    ...egmListRoutes(deps),
    ...customsReportRoutes(deps),
    ...jobRoutes(deps),
    ...auditLogRoutes(deps),
  ];
}
