import './zodSetup';
import { account } from './account';
import { advanceContainerList } from './advanceContainerList';
import { applicant } from './applicant';
import { auditLog } from './auditLog';
import { changePassword, signIn } from './auth';
import { bill } from './bill';
import { billRegister } from './billRegister';
import { clearingAgent } from './clearingAgent';
import { component, damage, repair } from './codeList';
import { company } from './company';
import { container } from './container';
import { coprarConversion } from './coprarConversion';
import { bookingNumber, vcnPartyLink } from './customsLinks';
import { customsReports } from './customsReports';
import { dashboard } from './dashboard';
import { downloadDocument } from './documents';
import { ediDelivery } from './ediDelivery';
import { ediReport } from './ediReport';
import { referenceList } from './entity';
import { estimate } from './estimate';
import { generalExcel } from './generalExcel';
import { inspection } from './inspection';
import { jobs } from './jobs';
import { linkParty } from './linkParty';
import { areaList, cfsList, location } from './location';
import { getMenu } from './menu';
import { misBill } from './misBill';
import { movement } from './movement';
import { ovaReport } from './ovaReport';
import { partyRate } from './partyRate';
import { port } from './port';
import { portal } from './portal';
import {
  about,
  bankList,
  containerTypeList,
  countryList,
  health,
  isoCodeList,
  listBanks,
  listContainerTypes,
  listCountries,
  listIsoCodes,
  listStates,
  stateList,
} from './reference';
import { repairBill } from './repairBill';
import { repairTariff } from './repairTariff';
import { report } from './report';
import { sentFiles } from './sentFiles';
import { shippingBill } from './shippingBill';
import { transporter } from './transporter';
import { UPLOAD_GROUPS } from './uploadKinds';
import { uploadTemplate } from './uploadTemplate';
import { users } from './users';
import { activeVcnList, vcn } from './vcn';
import { vessel } from './vessel';
import { vesselCapacity } from './vesselCapacity';
import { voyage } from './voyage';
import { zirconReport } from './zirconReport';

export * from './access';
export * from './account';
export * from './advanceContainerList';
export * from './applicant';
export * from './auditLog';
export * from './auth';
export * from './bill';
export * from './billRegister';
export * from './checkDigits';
export * from './clearingAgent';
export * from './client';
export * from './codeList';
export * from './company';
export * from './container';
export * from './coprarConversion';
export * from './customsFilter';
export * from './customsLinks';
export * from './customsReports';
export * from './customsSave';
export * from './dashboard';
export * from './documents';
export * from './ediDelivery';
export * from './ediReport';
export * from './editConflict';
export * from './egm';
export * from './endpoint';
export * from './entity';
export * from './envelope';
export * from './estimate';
export * from './fields';
export * from './formMessages';
export * from './generalExcel';
export * from './idempotency';
export * from './inspection';
export * from './jobs';
export * from './linkParty';
export * from './listExport';
export * from './location';
export * from './menu';
export * from './misBill';
export * from './movement';
export * from './offline';
export * from './ovaReport';
export * from './ovaUpload';
export * from './partyBl';
export * from './partyFields';
export * from './partyRate';
export * from './pomsUpload';
export * from './port';
export * from './portal';
export * from './queryInBody';
export * from './reference';
export * from './repairBill';
export * from './repairTariff';
export * from './repairTariffUpload';
export * from './report';
export * from './required';
export * from './sentFiles';
export * from './shippingBill';
export * from './transactionUpload';
export * from './transporter';
export * from './upload';
export * from './uploadKinds';
export * from './uploadTemplate';
export * from './users';
export * from './vcn';
export * from './vessel';
export * from './vesselCapacity';
export * from './voyage';
export * from './zirconReport';

/** Every entity a list screen keeps, with its facts: id, label, messages, unique name, cache. */
export const entities = {
  voyage,
  vessel,
  vcn,
  location,
  port,
  movement,
  container,
  applicant,
  account,
  linkParty,
  damage,
  component,
  repair,
  company,
  users,
  partyRate,
  repairTariff,
  bookingNumber,
  vcnPartyLink,
  transporter,
  clearingAgent,
};
export type EntityName = keyof typeof entities;

/** Every endpoint of the API, grouped by area; the server registers exactly these. */
export const api = {
  auth: { signIn, changePassword },
  menu: { getMenu },
  dashboard: dashboard.endpoints,
  documents: { download: downloadDocument },
  inspection: inspection.endpoints,
  report: report.endpoints,
  bill: bill.endpoints,
  misBill: misBill.endpoints,
  repairBill: repairBill.endpoints,
  estimate: estimate.endpoints,
  portal: portal.endpoints,
  billRegister: billRegister.endpoints,
  ...UPLOAD_GROUPS,
  uploadTemplate: uploadTemplate.endpoints,
  advanceContainerList: advanceContainerList.endpoints,
  sentFiles: sentFiles.endpoints,
  ovaReport: ovaReport.endpoints,
  zirconReport: zirconReport.endpoints,
  coprarConversion: coprarConversion.endpoints,
  generalExcel: generalExcel.endpoints,
  ediReport: ediReport.endpoints,
  ediDelivery: ediDelivery.endpoints,
  vesselCapacity: vesselCapacity.endpoints,
  shippingBill: shippingBill.endpoints,
  customsReports: customsReports.endpoints,
  jobs: jobs.endpoints,
  auditLog: auditLog.endpoints,
  reference: {
    health,
    about,
    listStates,
    listCountries,
    listBanks,
    listIsoCodes,
    listContainerTypes,
  },
  ...(Object.fromEntries(
    Object.entries(entities).map(([name, declared]) => [name, declared.endpoints]),
  ) as { [N in EntityName]: (typeof entities)[N]['endpoints'] }),
};

/** The lists the browser caches and its selects offer, by name. */
export const referenceLists = {
  states: stateList,
  countries: countryList,
  banks: bankList,
  ports: port.reference,
  cfs: cfsList,
  locations: location.reference,
  areas: areaList,
  voyages: voyage.reference,
  vessels: vessel.reference,
  applicants: applicant.reference,
  accounts: account.reference,
  linkParties: linkParty.reference,
  movements: movement.reference,
  isoCodes: isoCodeList,
  containerTypes: containerTypeList,
  activeVcns: activeVcnList,
  transporters: transporter.reference,
  clearingAgents: clearingAgent.reference,
  companies: company.reference,
  // The active CEDEX codes, offered by short name (a tariff row's PAA, IT, DT); short
  // placeholders, so a tariff row's inputs leave its figures in view on a laptop.
  components: referenceList(component.endpoints.listActive, {
    storageKey: 'components',
    id: 'autoid',
    label: 'shortName',
    placeholder: 'Code',
  }),
  repairs: referenceList(repair.endpoints.listActive, {
    storageKey: 'repairs',
    id: 'autoid',
    label: 'shortName',
    placeholder: 'Code',
  }),
  damages: referenceList(damage.endpoints.listActive, {
    storageKey: 'damages',
    id: 'autoid',
    label: 'shortName',
    placeholder: 'Any',
  }),
};
export type ReferenceName = keyof typeof referenceLists;
