import { api as endpoints, type VcnRow } from '@quaybook/contract';
import { type Api, uniqueName } from './api';
import { createInspectionCall, type InspectionCall } from './inspections';
import { createVcn, todayIso } from './vesselCalls';

/** A party's vessel call (VCN) at a yard of its own, its import voyage the inspection call's. */
interface VesselCall extends InspectionCall {
  vcn: VcnRow;
}

/**
 * A new call whose movement offers Sound and Damage, with a VCN naming its voyage as the import
 * voyage and a voyage of its own as the export one; nothing is on its lists yet.
 */
export async function createVesselCall(api: Api): Promise<VesselCall> {
  const call = await createInspectionCall(api, { needsCondition: true });
  const exports = await api.call(endpoints.voyage.create, { body: { Name: uniqueName('VOY') } });
  const vcn = await createVcn(api, {
    vcnName: uniqueName('KOL'),
    vesselID: call.vessel.Vesselid,
    import_voyage: call.voyage.Voyageid,
    export_voyage: exports.Voyageid,
    BerthDate: todayIso(),
  });
  return { ...call, vcn };
}
