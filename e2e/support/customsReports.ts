import { api as endpoints, type InspectionRow, type VcnRow } from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { type Api, uniqueName } from './api';
import { createInspectionCall, createKnownContainer, type InspectionCall } from './inspections';
import { createVcn, todayIso } from './vesselCalls';

// A party's export call for the mismatch report journeys: a vessel call whose export voyage is
// the call's, an Export Load movement (EDI event load, Move For E), and containers loaded today.

export interface ExportLoadCall extends InspectionCall {
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
      await api.call(endpoints.inspection.add, {
        body: {
          transaction: {
            containerNumber: container.contnumber,
            applicant: call.party.applicantId,
            account: call.party.accountId,
            vesselld: call.vessel.Vesselid,
            voyage: call.voyage.Voyageid,
            movementId: call.movement.Movid,
            locationId: call.location.locationid,
            seal: `SL-${index + 1}`,
            inspdate: todayIso(),
            insptime: `10${String(10 + index).padStart(2, '0')}`,
            conditionid: Condition.sound,
            cargowt: 18_000,
            bookingrelno: uniqueName('BK'),
          },
        },
      }),
    );
  }
  return { ...call, vcn, loads };
}
