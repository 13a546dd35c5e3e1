import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from './columns';

// Damage, component and repair codes (CEDEX / IICL): one shape, three shared lists.
function codeTable(name: string) {
  return pgTable(
    name,
    {
      id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
      description: text('description').notNull(),
      shortName: text('short_name').notNull(),
      isActive: boolean('is_active').notNull().default(true),
      ...auditColumns,
    },
    (t) => [uniqueIndex(`${name}_description_key`).on(sql`lower(${t.description})`)],
  );
}

export const damageCodes = codeTable('damage_codes');
export const componentCodes = codeTable('component_codes');
export const repairCodes = codeTable('repair_codes');
