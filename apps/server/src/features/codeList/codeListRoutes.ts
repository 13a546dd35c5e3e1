import type { component } from '@quaybook/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { damageCodes } from '../../db/schema';
import type { Deps } from '../../deps';
import { defineRoute, ok, type Route } from '../../http/route';
import { masterRoutes } from '../master/masterRoutes';
import { codeListDefinition } from './codeListDefinition';

/** List, create and update of one code list, and its active codes for the inspection screens. */
export function codeListRoutes(
  endpoints: typeof component,
  table: typeof damageCodes,
  label: string,
  deps: Deps,
): Route[] {
  const definition = codeListDefinition(table, label);
  return [
    ...masterRoutes(endpoints, 'autoid', definition, deps),
    defineRoute(endpoints.listActive, async () =>
      ok(
        (
          await deps.db
            .select()
            .from(table)
            .where(eq(table.isActive, true))
            .orderBy(asc(sql`lower(${table.description})`), asc(table.id))
        ).map(definition.toRow),
      ),
    ),
  ];
}
