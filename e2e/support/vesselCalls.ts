import {
  api as endpoints,
  type MovementRow,
  type PartyRateInput,
  type VcnInput,
  type VcnRow,
} from '@quaybook/contract';
import { formatDate, isoDay } from '@quaybook/domain';
import { type Api, uniqueName } from './api';

/** Today as the date pickers show it; always on or after 1 January, their minimum. */
export function todayDmy(): string {
  return formatDate(todayIso());
}

/** A vessel and a voyage of their own, for a VCN to name. */
export async function createVesselAndVoyage(api: Api) {
  const vessel = await api.call(endpoints.vessel.create, { body: { Name: uniqueName('MV ') } });
  const voyage = await api.call(endpoints.voyage.create, { body: { Name: uniqueName('V') } });
  return { vessel, voyage };
}

export async function createVcn(
  api: Api,
  vcn: Omit<VcnInput, 'vesselID'> & { vesselID?: number },
): Promise<VcnRow> {
  const vesselID = vcn.vesselID ?? (await createVesselAndVoyage(api)).vessel.Vesselid;
  return api.call(endpoints.vcn.create, { body: { ...vcn, vesselID } });
}

/** An applicant and an account of their own: a party whose rates no other test touches. */
export async function createParty(api: Api) {
  const applicant = await api.call(endpoints.applicant.create, {
    body: { applicantname: uniqueName('Bengal Agencies ') },
  });
  const account = await api.call(endpoints.account.create, {
    body: { accountname: uniqueName('Ocean Line ') },
  });
  return { applicant, account };
}

export function createPartyRate(api: Api, rate: PartyRateInput) {
  return api.call(endpoints.partyRate.create, { body: rate });
}

/** The company's movements, as the movement select lists them. */
export function movements(api: Api): Promise<MovementRow[]> {
  return api.call(endpoints.movement.list, {});
}

/** Today as the API takes dates: yyyy-mm-dd. */
export function todayIso(): string {
  return isoDay(new Date());
}
