import { api } from '@quaybook/contract';
import { asc, sql } from 'drizzle-orm';
import { countries, states } from '../../db/schema';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { VERSION } from '../../version';

export const referenceRoutes = ({ db }: Deps) => [
  defineRoute(api.reference.health, async () => {
    await db.execute(sql`select 1`);
    return ok({ database: 'up' as const, version: VERSION });
  }),
  defineRoute(api.reference.listStates, async () =>
    ok(
      await db
        .select({ stateId: states.id, stateName: states.name, gstCode: states.gstCode })
        .from(states)
        .orderBy(asc(states.name)),
    ),
  ),
  defineRoute(api.reference.listCountries, async () =>
    ok(
      await db
        .select({
          CountryID: countries.id,
          CountryName: countries.name,
          isoCode: countries.isoCode,
        })
        .from(countries)
        .orderBy(asc(countries.name)),
    ),
  ),
];
