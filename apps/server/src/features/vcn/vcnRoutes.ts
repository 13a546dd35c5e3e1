import { api } from '@quaybook/contract';
import { vcnDetail } from '@quaybook/domain';
import type { Deps } from '../../deps';
import { defineRoute, ok } from '../../http/route';
import { vcnRowOf } from './vcnDefinition';
import { listActiveVcnRows, listActiveVcns } from './vcnRepository';

// Screens of the older client read these lists from the third element or the fourth
// (spec 002 §7), so both carry them.
export const vcnRoutes = ({ db }: Deps) => [
  defineRoute(api.vcn.activeList, async ({ user }) => {
    const rows = await listActiveVcnRows(db, user.company_id);
    return ok(rows, '', rows);
  }),
  defineRoute(api.vcn.activeDetailList, async ({ user }) => {
    const rows = (await listActiveVcns(db, user.company_id)).map(vcnRowOf).map((vcn) => ({
      vcnID: vcn.vcnID,
      vcndtl: vcnDetail(vcn.vcnName, vcn.VesselName),
      vesselID: vcn.vesselID,
      import_voyage: vcn.import_voyage,
      export_voyage: vcn.export_voyage,
      MlocID: vcn.MlocID,
    }));
    return ok(rows, '', rows);
  }),
];
