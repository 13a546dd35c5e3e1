import { api as endpoints, type InspectionRow, type VcnRow } from '@quaybook/contract';
import { type Api, uniqueName } from './api';
import {
  createInspectionCall,
  createKnownContainer,
  type InspectionCall,
  recordSoundInspection,
} from './inspections';
import { createVcn, todayIso } from './vesselCalls';

// A party's export call for the mismatch report journeys: a vessel call whose export voyage is
// the call's, an Export Load movement (EDI event load, Move For E), and containers loaded today.

interface ExportLoadCall extends InspectionCall {
  vcn: VcnRow;
  loads: InspectionRow[];
}

export async function createExportLoadCall(api: Api, count: number): Promise<ExportLoadCall> {
  const call = await createInspectionCall(api, { edievent: 'load', movefor: 'E' });
  const imports = await api.call(endpoints.voyage.create, { body: { Name: uniqueName('VOY') } });
  const vcn = await createVcn(api, {
    vcnName: uniqueName('KOL'),
    vesselID: call.vessel.Vesselid,
    import_voyage: imports.Voyageid,
    export_voyage: call.voyage.Voyageid,
    BerthDate: todayIso(),
  });
  const loads: InspectionRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const container = await createKnownContainer(api);
    loads.push(
      await recordSoundInspection(api, call, container.contnumber, {
        seal: `SL-${index + 1}`,
        insptime: `10${String(10 + index).padStart(2, '0')}`,
        cargowt: 18_000,
        bookingrelno: uniqueName('BK'),
      }),
    );
  }
  return { ...call, vcn, loads };
}
