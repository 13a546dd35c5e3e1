import type { SessionUser } from '@quaybook/contract';
import { vcnDetail } from '@quaybook/domain';
import type { Database } from '../../db/client';
import { vcnRowOf } from './vcnDefinition';
import { listActiveVcnRows, listActiveVcns } from './vcnRepository';

/** The company's active vessel calls, as the screens choose them. */
export const vcnService = (db: Database) => ({
  active: (user: SessionUser) => listActiveVcnRows(db, user.company_id),

  /** Each active call with its detail text (VCN and vessel) and its voyages. */
  async activeDetails(user: SessionUser) {
    return (await listActiveVcns(db, user.company_id)).map(vcnRowOf).map((vcn) => ({
      vcnID: vcn.vcnID,
      vcndtl: vcnDetail(vcn.vcnName, vcn.VesselName),
      vesselID: vcn.vesselID,
      import_voyage: vcn.import_voyage,
      export_voyage: vcn.export_voyage,
      MlocID: vcn.MlocID,
    }));
  },
});
