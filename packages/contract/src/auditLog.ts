import { type ExportLayout, isIsoDate } from '@quaybook/domain';
import { z } from 'zod';
import { endpoint, fileEndpoint } from './endpoint';
import { digitsOrNumber, optionalId, pageQuery, sentDay } from './fields';
import type { EntityName } from './index';

// The audit log (not in the spec): every recorded change of master data, inspections, survey
// reports and bills of the caller's company, for administrators.

/**
 * Master data by the name its changes are recorded under, with the label the audit log shows:
 * its key in `entities`, but for the damage code list ('damage' names an inspection's damage line).
 */
const MASTER_AUDIT_ENTITIES = {
  voyage: 'Voyage',
  vessel: 'Vessel',
  vcn: 'Vcn',
  location: 'Location',
  port: 'Port',
  movement: 'Movement',
  container: 'Container',
  applicant: 'Applicant',
  account: 'Account',
  linkParty: 'Link Party',
  damageCode: 'Damage code',
  component: 'Component',
  repair: 'Repair',
  company: 'Company',
  users: 'User',
  partyRate: 'Party Rate',
  bookingNumber: 'Booking no',
  vcnPartyLink: 'VCN Party Voyage',
  transporter: 'Transporter',
  clearingAgent: 'Clearing Agent',
  repairTariff: 'Repair Tariff',
} as const;

/** Every entity whose changes history records, with its label: master data, then the records. */
export const AUDIT_ENTITIES = {
  ...MASTER_AUDIT_ENTITIES,
  inspection: 'Inspection',
  damage: 'Damage line',
  report: 'Survey report',
  bill: 'Bill',
  'mis-bill': 'MIS bill',
  estimate: 'Estimate',
  'repair-bill': 'Repair bill',
  'edi-delivery': 'EDI delivery',
} as const;
export type AuditEntityName = keyof typeof AUDIT_ENTITIES;
const ENTITY_NAMES = Object.keys(AUDIT_ENTITIES) as [AuditEntityName, ...AuditEntityName[]];

/** The name each entity of the contract's `entities` records its changes under. */
export const MASTER_HISTORY_NAMES = Object.fromEntries(
  Object.keys(MASTER_AUDIT_ENTITIES).map((name) => [name === 'damageCode' ? 'damage' : name, name]),
) as Record<EntityName, AuditEntityName>;

/** Each entity by a code, for the filter bar's select (1 Voyage, 2 Vessel, … in that order). */
export const AUDIT_ENTITY_CODES = ENTITY_NAMES.map((name, index) => ({
  value: index + 1,
  name,
  label: AUDIT_ENTITIES[name],
}));

/** What happened to a row, as history records it and the audit log says it. */
export const AUDIT_ACTION_LABELS = {
  created: 'Created',
  updated: 'Updated',
  deleted: 'Deleted',
  'damage-added': 'Damage added',
  'damage-changed': 'Damage changed',
  'damage-removed': 'Damage removed',
  'photos-added': 'Photos added',
  'iso-corrected': 'ISO corrected',
  reported: 'Put on a report',
  unreported: 'Taken off a report',
  regenerated: 'Regenerated',
  billed: 'Billed',
  'report-cleared': 'Report cleared',
  'password-set': 'Password set',
  sent: 'Sent',
  'link-resent': 'Approval link sent again',
  decided: 'Decided',
  repaired: 'Repaired',
  /** A shipping line's user downloaded the bill (its PDF or e-invoice) in the portal. */
  downloaded: 'Downloaded by the line',
  /** A delivery's file sent to the line again by hand. */
  resent: 'Sent again by hand',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

export const AUDIT_LOG_MESSAGES = {
  invalidFromDate: 'Invalid From Date',
  invalidToDate: 'Invalid To Date',
  datesReversed: 'From Date must not be after To Date.',
  unknownEntity: 'Unknown entity.',
  nothingFound: 'No changes found.',
  loadError: 'Error fetching the audit log. Check console for details.',
} as const;

const entityOfCode = (value: unknown) => {
  const code = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof code === 'number' ? (ENTITY_NAMES[code - 1] ?? value) : value;
};

/**
 * A date filter as ISO yyyy-mm-dd (or a full ISO moment, read as its day in India), with the
 * spec's message for one that is not a date.
 */
const dateFilter = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform(sentDay)
    .refine((text) => text === '' || isIsoDate(text), message)
    .nullish()
    .transform((text) => (text ? text : null));

const filterFields = z.object({
  user: z.preprocess(digitsOrNumber, optionalId('User')),
  /** An entity by its recorded name ('vessel') or its code (AUDIT_ENTITY_CODES). */
  entity: z.preprocess(
    entityOfCode,
    z
      .union([z.enum(ENTITY_NAMES), z.literal('')], { error: AUDIT_LOG_MESSAGES.unknownEntity })
      .optional()
      .transform((name) => (name ? name : null)),
  ),
  /** One record's changes, with `entity`. */
  entityId: z.preprocess(digitsOrNumber, optionalId('Record id')),
  fromdate: dateFilter(AUDIT_LOG_MESSAGES.invalidFromDate),
  todate: dateFilter(AUDIT_LOG_MESSAGES.invalidToDate),
});

const inOrder = <S extends typeof filterFields>(schema: S) =>
  schema.refine((q) => !q.fromdate || !q.todate || q.fromdate <= q.todate, {
    message: AUDIT_LOG_MESSAGES.datesReversed,
    path: ['todate'],
  });

/** Who, what and when: every filter optional. */
export const auditLogFilters = inOrder(filterFields);
export type AuditLogFilters = z.input<typeof auditLogFilters>;

/** The filters and a page; the list answers newest first. */
export const auditLogQuery = inOrder(filterFields.extend(pageQuery.shape));
export type AuditLogQuery = z.input<typeof auditLogQuery>;

/** One field's change: its wire name, and its value before and after (null where none). */
export const auditFieldChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChange>;

export const auditLogRow = z.object({
  id: z.number().int(),
  /** ISO timestamp; screens and the export show it dd/mm/yyyy HH:mm in India Standard Time. */
  changedat: z.string(),
  userid: z.number().int().nullable(),
  username: z.string().nullable(),
  entity: z.enum(ENTITY_NAMES),
  entitylabel: z.string(),
  entityid: z.number().int(),
  action: z.string(),
  actionlabel: z.string(),
  changes: z.array(auditFieldChange),
});
export type AuditLogRow = z.infer<typeof auditLogRow>;

/** One changed field of a change, as a line of audit_log.csv; values as text. */
export interface AuditLogExportLine {
  when: string;
  username: string | null;
  entitylabel: string;
  entityid: number;
  actionlabel: string;
  field: string;
  before: string;
  after: string;
}

/** audit_log.csv: when (dd/mm/yyyy HH:mm IST), who, what record, and each field's change. */
export const auditLogExportLayout: ExportLayout<AuditLogExportLine> = {
  title: 'Audit Log',
  fileName: 'audit_log',
  columns: [
    { field: 'when', title: 'When', format: 'text' },
    { field: 'username', title: 'User', format: 'text' },
    { field: 'entitylabel', title: 'Entity', format: 'text' },
    { field: 'entityid', title: 'Record Id', format: 'number' },
    { field: 'actionlabel', title: 'Action', format: 'text' },
    { field: 'field', title: 'Field', format: 'text' },
    { field: 'before', title: 'Before', format: 'text' },
    { field: 'after', title: 'After', format: 'text' },
  ],
};

export const auditLog = {
  messages: AUDIT_LOG_MESSAGES,
  endpoints: {
    /** The changes the filters find, newest first, a page at a time (the page in item 3). */
    list: endpoint({
      method: 'GET',
      path: '/audit_log',
      access: 'admin',
      query: auditLogQuery,
      data: z.array(auditLogRow),
    }),
    /** audit_log.csv: every change the filters find, one line per changed field. */
    export: fileEndpoint({
      method: 'GET',
      path: '/audit_log_export',
      access: 'admin',
      query: auditLogFilters,
    }),
  },
} as const;
