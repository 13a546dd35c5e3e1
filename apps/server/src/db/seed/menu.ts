import { CUSTOMS_REPORT_CALLS, UPLOAD_KINDS } from '@quaybook/contract';
import { MENU_GROUPS, type MenuPlace } from '@quaybook/domain';

interface MenuSeed {
  id: number;
  parentId: number;
  name: string;
  icon: string;
  /** Its route is this text lower-cased with non-word characters removed (spec 002 §2.1). */
  action: string;
  adminOnly?: boolean;
}

const group = (id: number, name: string, icon: string): MenuSeed => ({
  id,
  parentId: 0,
  name,
  icon,
  action: '',
});

const screens = (
  parentId: number,
  icon: string,
  items: [id: number, name: string, action: string][],
) => items.map(([id, name, action]): MenuSeed => ({ id, parentId, name, icon, action }));

/** The screens declared with their calls: every upload kind and customs report. */
const DECLARED: readonly MenuPlace[] = [
  ...Object.values(UPLOAD_KINDS).map((kind) => kind.menu),
  ...Object.values(CUSTOMS_REPORT_CALLS).map((call) => call.menu),
];

/** A group's screens listed here and those declared in it, by id. */
const withDeclared = (
  groupName: keyof typeof MENU_GROUPS,
  items: [id: number, name: string, action: string][],
) =>
  screens(MENU_GROUPS[groupName], 'point', [
    ...items,
    ...DECLARED.filter((place) => place.group === groupName).map(
      ({ id, name, action }): [number, string, string] => [id, name, action],
    ),
  ]).sort((a, b) => a.id - b.id);

/** One entry for every screen of the specification, grouped as the sidebar shows them. */
export const MENU: readonly MenuSeed[] = [
  group(MENU_GROUPS.master, 'Master', 'database'),
  group(MENU_GROUPS.upload, 'Upload', 'upload'),
  group(MENU_GROUPS.transaction, 'Transaction', 'arrows-exchange'),
  group(MENU_GROUPS.report, 'Report', 'report'),
  group(MENU_GROUPS.bill, 'Bill', 'receipt'),
  group(MENU_GROUPS.scmtr, 'SCMTR', 'building-bank'),
  ...screens(MENU_GROUPS.master, 'point', [
    [101, 'Voyage', 'Voyage'],
    [102, 'Vessel', 'Vessel'],
    [103, 'Vcn', 'Vcn'],
    [104, 'Location', 'Location'],
    [105, 'Movement', 'Movement'],
    [106, 'Container', 'Container'],
    [107, 'Port', 'Port'],
    [108, 'Applicant', 'Applicant'],
    [109, 'Account', 'Account'],
    [110, 'Company', 'Company'],
    [111, 'Link Party', 'Link Party'],
    [112, 'Party Rate', 'Party Rate'],
    [113, 'Damage List', 'Damage List'],
    [114, 'Component List', 'Component List'],
    [115, 'Repair List', 'Repair Type'],
  ]),
  // Not in the spec: the hauliers and clearing agents inspections name.
  ...screens(MENU_GROUPS.master, 'point', [
    [117, 'Transporter', 'Transporter'],
    [118, 'Clearing Agent', 'Clearing Agent'],
  ]),
  // Not in the spec: each shipping line's repair tariff, which estimates are priced from.
  ...screens(MENU_GROUPS.master, 'point', [[120, 'Repair Tariff', 'Repair Tariff']]),
  // Not in the spec: user administration, shown to and allowed for admins only.
  {
    id: 116,
    parentId: MENU_GROUPS.master,
    name: 'Users',
    icon: 'point',
    action: 'Users',
    adminOnly: true,
  },
  // Not in the spec: every recorded change, shown to and allowed for admins only.
  {
    id: 119,
    parentId: MENU_GROUPS.master,
    name: 'Audit Log',
    icon: 'point',
    action: 'Audit Log',
    adminOnly: true,
  },
  // Not in the spec: how each party's EDI reaches its line by itself, for admins only.
  {
    id: 121,
    parentId: MENU_GROUPS.master,
    name: 'EDI Delivery',
    icon: 'point',
    action: 'EDI Delivery',
    adminOnly: true,
  },
  ...withDeclared('upload', [[205, 'Coprar Conversion', 'Coprar Convert']]),
  ...screens(MENU_GROUPS.transaction, 'point', [
    [301, 'Transaction Entry', 'Transaction'],
    [302, 'Inspection Entry', 'Damage Entry'],
    [303, 'View Inspection', 'Transaction Managment'],
    [304, 'Advanced Container List', 'Transaction User'],
    [305, 'Image Gallery', 'Image Page'],
    [306, 'Image Viewer', 'Image View'],
    // Not in the spec: a container's inspections, photos and changes.
    [307, 'Container History', 'Container History'],
    // Not in the spec: the repair estimates of damaged inspections.
    [308, 'Estimates', 'Estimates'],
  ]),
  ...screens(MENU_GROUPS.report, 'point', [
    [401, 'Report List', 'Report'],
    [402, 'Reports', 'List Report'],
    [403, 'Inspection Report', 'Inspection Report'],
    [404, 'Pending Inspection', 'Pending Transaction'],
    [405, 'OVA Report', 'Ova Report'],
    [406, 'EDI / Excel Report', 'MSC EDI Excel'],
    [407, 'General Excel Report', 'General Excel'],
    [408, 'Codeco Coarri Report', 'Codeco Coarri'],
    [409, 'Zircon Report', 'Zircon Report'],
    [410, 'Survey Report', 'Survey Report'],
  ]),
  // Not in the spec: the files generated for parties, the mails they were sent with, and what
  // was delivered to the lines by itself.
  ...screens(MENU_GROUPS.report, 'point', [
    [411, 'Sent Files', 'Sent Files'],
    [412, 'Mail Log', 'Mail Log'],
    [413, 'Delivery Log', 'Delivery Log'],
  ]),
  ...screens(MENU_GROUPS.bill, 'point', [
    [3201, 'Bill Generate', 'Bill Generate'],
    [3202, 'Bills', 'Bill'],
    [3203, 'MIS Bill', 'MIS Report'],
    [3204, 'MIS Bills', 'MIS Report List'],
    [3205, 'Bill Register', 'Bill Register'],
  ]),
  ...withDeclared('scmtr', [
    [6201, 'Dockout Bookingno', 'Dockout Booking'],
    [6202, 'VCN Party Voyage', 'VCN Party Link'],
    [6203, 'Upload Shipping Bill', 'Shipping Bill Upload'],
    [6204, 'Shipping Bills', 'Shipping Bill List'],
    [6206, 'EGM Uploaded List', 'EGM Uploaded List'],
    [6213, 'Vessel Capacity', 'Vessel Capacity'],
  ]),
];
