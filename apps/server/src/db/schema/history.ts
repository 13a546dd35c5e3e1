import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { companyColumn } from './companies';

/**
 * Every change of a recorded business row: who, when, what happened and which fields went from
 * what to what. Written in the transaction of the change itself, so a change and its history
 * commit together. `parent` ties a row to what it belongs to (an inspection to its container),
 * so a timeline survives the row's own deletion.
 */
export const changeHistory = pgTable(
  'change_history',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    companyId: companyColumn(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    parentEntity: text('parent_entity'),
    parentId: integer('parent_id'),
    /** created, updated, deleted, or a named change such as damage-added. */
    action: text('action').notNull(),
    /** { field: [before, after] }; a creation or deletion holds the whole row on one side. */
    changes: jsonb('changes').notNull(),
    changedBy: integer('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('change_history_entity_idx').on(t.companyId, t.entity, t.entityId),
    index('change_history_parent_idx').on(t.companyId, t.parentEntity, t.parentId),
    // The audit log, newest first: the company's changes, or one entity's, by time.
    index('change_history_time_idx').on(t.companyId, t.changedAt, t.id),
    index('change_history_entity_time_idx').on(t.companyId, t.entity, t.changedAt, t.id),
  ],
);
