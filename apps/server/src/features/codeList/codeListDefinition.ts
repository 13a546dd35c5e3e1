import { CodeStatus, type Entity, entities, type FieldProblems } from '@quaybook/contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { componentCodes, damageCodes, repairCodes } from '../../db/schema';
import { auditOf } from '../../shared/audit';
import { masterDefinition } from '../master/masterDefinition';

/** The three CEDEX code tables share one shape, and their lists one declaration. */
type CodeTable = typeof damageCodes;
type CodeEntity = (typeof entities)['damage'];

/** How one code list is stored; its messages name it ('Damage description already exists.'). */
function codeListDefinition(entity: CodeEntity, table: CodeTable) {
  return masterDefinition({
    entity: entity as Entity<CodeEntity['endpoints']>,
    table,
    uniqueColumn: table.description,
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
  });
}

export const damageDefinition = codeListDefinition(entities.damage, damageCodes);
export const componentDefinition = codeListDefinition(entities.component, componentCodes);
export const repairDefinition = codeListDefinition(entities.repair, repairCodes);
