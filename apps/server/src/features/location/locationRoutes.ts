import { api } from '@quaybook/contract';
import { asc, eq, or, sql } from 'drizzle-orm';
import { locations } from '../../db/schema';
import { PARTY_LOCATION } from '../../db/seed/catalogue/locations';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { locationRowOf } from './locationDefinition';

const byName = [asc(sql`lower(${locations.name})`), asc(locations.id)];

/** The location lists beside the master list: docks (Area) and the public CFS list. */
export const locationRoutes = ({ db }: Deps) => [
  defineRoute(api.location.listMaster, async () =>
    ok(
      (
        await db
          .select()
          .from(locations)
          .where(eq(locations.kind, 'dock'))
          .orderBy(...byName)
      ).map(locationRowOf),
    ),
  ),
  defineRoute(api.location.listCfs, async () =>
    ok(
      (
        await db
          .select()
          .from(locations)
          .where(or(eq(locations.kind, 'cfs'), eq(locations.id, PARTY_LOCATION)))
          .orderBy(...byName)
      ).map((l) => {
        const { locationid, Name, ShortName, kind, LocationCode } = locationRowOf(l);
        return { locationid, Name, ShortName, kind, LocationCode };
      }),
    ),
  ),
];
