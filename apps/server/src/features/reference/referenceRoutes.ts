import { api } from '@quaybook/contract';
import { asc, sql } from 'drizzle-orm';
import { banks, containerTypes, countries, isoCodes, states } from '../../db/schema';
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
  defineRoute(api.reference.listBanks, async () =>
    ok(
      await db
        .select({ autoid: banks.id, BankName: banks.name })
        .from(banks)
        .orderBy(asc(banks.name)),
    ),
  ),
  defineRoute(api.reference.listIsoCodes, async () =>
    ok(
      await db
        .select({
          isocode: isoCodes.code,
          typetext: isoCodes.typeText,
          size: isoCodes.size,
          typecode: isoCodes.typeCode,
        })
        .from(isoCodes)
        .orderBy(asc(isoCodes.size), asc(isoCodes.code)),
    ),
  ),
  defineRoute(api.reference.listContainerTypes, async () => {
    const rows = await db
      .select({
        typetext: containerTypes.typeText,
        typecode: containerTypes.typeCode,
        autoid: containerTypes.id,
      })
      .from(containerTypes)
      .orderBy(asc(containerTypes.id));
    // The customs screens read this list from the fourth element, the others from the third.
    return ok(rows, '', rows);
  }),
];
