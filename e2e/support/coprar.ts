import {
  api as endpoints,
  type LinkPartyRow,
  type VcnRow,
  type VesselRow,
  type VoyageRow,
} from '@quaybook/contract';
import { type Api, uniqueName } from './api';
import { createParty, createVcn } from './vesselCalls';

/** Kolkata dock, the call's area: choosing the VCN fills it as the Location. */
export const KOLKATA_DOCK = { id: 618, name: 'Kolkata' } as const;

/** A line's party, a vessel with its call sign and a VCN at Kolkata dock with an export voyage. */
export interface LoadingCall {
  party: LinkPartyRow;
  vessel: VesselRow;
  exports: VoyageRow;
  vcn: VcnRow;
}

export async function createLoadingCall(api: Api): Promise<LoadingCall> {
  const { applicant, account } = await createParty(api);
  const party = await api.call(endpoints.linkParty.create, {
    body: {
      short_name: uniqueName('LINE'),
      applicantId: applicant.applicantid,
      accountId: account.accountid,
      // The line's EDI ids, where the Link Party keeps them.
      edisenderid: 'DEPOTKOL',
      edirecipientid: 'MAEU',
      carriercode: 'MAEU',
    },
  });
  const vessel = await api.call(endpoints.vessel.create, {
    body: { Name: uniqueName('MV '), txtColsign: '9V1234' },
  });
  const exports = await api.call(endpoints.voyage.create, { body: { Name: uniqueName('EXP') } });
  const vcn = await createVcn(api, {
    vcnName: uniqueName('KOL'),
    vesselID: vessel.Vesselid,
    export_voyage: exports.Voyageid,
    MlocID: KOLKATA_DOCK.id,
  });
  return { party, vessel, exports, vcn };
}
