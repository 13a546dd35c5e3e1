import { api } from '@quaybook/contract';
import { vcnDetail } from '@quaybook/domain';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { vcnRowOf } from './vcnDefinition';
import { listActiveCalls } from './vcnRepository';

// Screens of the older client read these lists from the third element or the fourth
// (spec 002 §7), so both carry them.
export const vcnRoutes = ({ db }: Deps) => [
  defineRoute(api.vcn.activeList, async ({ user }) => {
    const rows = (await listActiveCalls(db, user.company_id)).map(vcnRowOf);
    return ok(rows, '', rows);
  }),
  defineRoute(api.vcn.activeDetailList, async ({ user }) => {
    const rows = (await listActiveCalls(db, user.company_id)).map(vcnRowOf).map((call) => ({
      vcnID: call.vcnID,
      vcndtl: vcnDetail(call.vcnName, call.VesselName),
      vesselID: call.vesselID,
      import_voyage: call.import_voyage,
      export_voyage: call.export_voyage,
    }));
    return ok(rows, '', rows);
  }),
];
