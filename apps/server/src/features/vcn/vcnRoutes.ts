import { api } from '@quaybook/contract';
import { vcnDetail } from '@quaybook/domain';
import { asc, eq, sql } from 'drizzle-orm';
import { vcns } from '../../db/schema';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { scope } from '../master/masterRepository';
import { listedVcns, vcnRowOf } from './vcnDefinition';

/** The calls of the company that have not sailed (nor been deleted), by name. */
async function activeCalls({ db }: Deps, companyId: number) {
  const rows = await listedVcns(db)
    .where(scope(vcns, companyId, eq(vcns.isSail, false)))
    .orderBy(asc(sql`lower(${vcns.name})`), asc(vcns.id));
  return rows.map(vcnRowOf);
}

// Screens of the older client read these lists from the third element or the fourth
// (spec 002 §7), so both carry them.
export const vcnRoutes = (deps: Deps) => [
  defineRoute(api.vcn.activeList, async ({ user }) => {
    const rows = await activeCalls(deps, user.company_id);
    return ok(rows, '', rows);
  }),
  defineRoute(api.vcn.activeDetailList, async ({ user }) => {
    const rows = (await activeCalls(deps, user.company_id)).map((call) => ({
      vcnID: call.vcnID,
      vcndtl: vcnDetail(call.vcnName, call.VesselName),
      vesselID: call.vesselID,
      import_voyage: call.import_voyage,
      export_voyage: call.export_voyage,
    }));
    return ok(rows, '', rows);
  }),
];
