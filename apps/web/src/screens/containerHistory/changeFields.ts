import type { ReferenceName } from '../../reference/referenceLists';
import { EDIT_FIELDS } from '../inspectionView/editForm';

/** Fields a change may name that the edit form does not show under a label of its own. */
const OTHER_LABELS: Record<string, string> = {
  containerNumber: 'Container No',
  contnumber: 'Container No',
  number_warning: 'Number Warning',
  containerId: 'Container',
  inspectionplace: 'Location',
  cfsID: 'CFS',
  photos: 'Photos',
  tareWeight: 'Tare Weight',
  grossWeight: 'CSC Max Gross Weight',
  applicant: 'Applicant',
  account: 'Account',
  isovanotsent: 'OVA sent',
  is_ovi_download: 'OVA sent',
  isCodecoDownloaded: 'Codeco/COARRI sent',
  isDownloaded: 'MSC EDI sent',
  rptno: 'Report No',
  billno: 'Bill No',
  damlocationid: 'Loc',
  positionid: 'Position',
  damageFrom: 'From',
  damageFromAnd: 'From (and)',
  damageTo: 'To',
  damageToAnd: 'To (and)',
  component: 'Component',
  damageType: 'Damage',
  repairType: 'Repair',
  length: 'Length',
  breadth: 'Breadth',
  area: 'Area',
  quantity: 'Qty',
  Image: 'Photo',
};

const LABELS = new Map<string, string>([
  ...EDIT_FIELDS.map((field) => [field.key, field.label] as const),
  ...Object.entries(OTHER_LABELS),
]);

/** How a change names a field: as the edit form labels it, else by its wire name. */
export const changeLabel = (field: string) => LABELS.get(field) ?? field;

/** The cached list a field's id is a row of, so a change shows the name and not the id. */
export const CHANGE_LISTS: Partial<Record<string, ReferenceName>> = {
  applicant: 'applicants',
  account: 'accounts',
  vesselld: 'vessels',
  voyage: 'voyages',
  movementId: 'movements',
  locationId: 'locations',
  inspectionplace: 'locations',
  cfsID: 'cfs',
  tolocation: 'locations',
  cfsName: 'cfs',
  loadport: 'ports',
  destnport: 'ports',
  transport: 'ports',
  transporter: 'transporters',
  c_agentid: 'clearingAgents',
};
