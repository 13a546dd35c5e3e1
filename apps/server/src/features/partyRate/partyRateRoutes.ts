import { api } from '@quaybook/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { movements, partyRates } from '../../db/schema';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { masterService } from '../master/masterService';
import { listedRates, partyRateDefinition, rateRowOf } from './partyRateDefinition';

/** The party rate calls: a party's rates, and create, update and delete of one rate. */
export function partyRateRoutes({ db }: Deps) {
  const service = masterService(db, partyRateDefinition);
  return [
    defineRoute(api.partyRate.list, async ({ input, user }) => {
      const rows = await listedRates(db)
        .where(
          and(
            eq(partyRates.companyId, user.company_id),
            eq(partyRates.applicantId, input.query.applicantid),
            eq(partyRates.accountId, input.query.accountid),
          ),
        )
        .orderBy(asc(sql`lower(${movements.name})`), asc(partyRates.size), asc(partyRates.id));
      return ok(rows.map(rateRowOf));
    }),
    defineRoute(api.partyRate.create, async ({ input, user }) =>
      ok(await service.create(user, input.body), partyRateDefinition.messages.created),
    ),
    defineRoute(api.partyRate.update, async ({ input, user }) =>
      ok(
        await service.update(user, input.params.id, input.body),
        partyRateDefinition.messages.updated,
      ),
    ),
    defineRoute(api.partyRate.remove, async ({ input, user }) => {
      await service.remove(user, input.params.id);
      return ok(null, partyRateDefinition.messages.deleted);
    }),
  ];
}
