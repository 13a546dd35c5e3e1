import {
  type AuditEntityName,
  type Entity,
  type EntityName,
  entities,
  MASTER_HISTORY_NAMES,
} from '@quaybook/contract';
import type { HistoryRecord } from './history';

/**
 * The audit columns as the wire spells them on each master row (the spec spells them per
 * entity), with the names of their users. History leaves them out: who and when a change was
 * made is the history row's own, so an update's diff shows only what the user changed.
 */
const AUDIT_WIRE_FIELDS: ReadonlySet<string> = new Set([
  'created_by',
  'CreateDate',
  'create_date',
  'last_modified_by',
  'last_modification_by',
  'ModiDate',
  'last_modified_date',
  'last_modification_date',
  'created_by_name',
  'last_modified_by_name',
  // Raised by every change: the change is the history row itself.
  'version',
]);

/** A master row as history keeps it: its wire fields without the audit columns. */
export function masterRecord(row: object): HistoryRecord {
  return Object.fromEntries(Object.entries(row).filter(([field]) => !AUDIT_WIRE_FIELDS.has(field)));
}

const names = Object.keys(entities) as EntityName[];

/** The name history files a master entity's changes under (the contract's MASTER_HISTORY_NAMES). */
export function historyNameOf(entity: Entity<never> | Entity): AuditEntityName {
  const name = names.find((key) => (entities[key] as unknown) === entity);
  if (!name) throw new Error(`${entity.label} is not an entity of the contract`);
  return MASTER_HISTORY_NAMES[name];
}
