import { type CodeRow, CodeStatus, type damage, type FieldProblems } from '@quaybook/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { damageCodes } from '../../db/schema';
import { auditOf, type MasterDefinition } from '../master/masterDefinition';

/** The three CEDEX code tables share one shape. */
type CodeTable = typeof damageCodes;
type CodeInput = z.output<(typeof damage)['create']['body']>;

/**
 * The definition of one code list; `label` names it in messages: 'Damage' gives
 * 'Damage description already exists.' and 'Damage Created Successfully!'.
 */
export function codeListDefinition(
  table: CodeTable,
  label: string,
): MasterDefinition<CodeTable, CodeRow, CodeInput> {
  return {
    table,
    unique: {
      column: table.description,
      field: 'description',
      message: `${label} description already exists.`,
    },
    messages: {
      created: `${label} Created Successfully!`,
      updated: 'Updated Successfully!',
      notFound: `${label} code not found.`,
    },
    toRow: (c) => ({
      autoid: c.id,
      description: c.description,
      shortName: c.shortName,
      isActive: c.isActive ? CodeStatus.active : CodeStatus.inactive,
      ...auditOf(c),
    }),
    toValues: (input) => ({
      description: input.description,
      shortName: input.shortName,
      isActive: input.isActive === CodeStatus.active,
    }),
    // A damage line names its codes by short name, so two codes may not share one.
    async check(input, { db, id }): Promise<FieldProblems> {
      const [other] = await db
        .select({ description: table.description })
        .from(table)
        .where(
          and(
            eq(sql`lower(${table.shortName})`, input.shortName.toLowerCase()),
            id === undefined ? undefined : ne(table.id, id),
          ),
        )
        .limit(1);
      return other
        ? { shortName: `Short name ${input.shortName} is already used by ${other.description}.` }
        : {};
    },
    search: [table.description, table.shortName],
    sort: { description: table.description, shortName: table.shortName, isActive: table.isActive },
  };
}
