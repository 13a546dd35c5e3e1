import type { APIRequestContext } from '@playwright/test';
import {
  api,
  type MovementRow,
  type PartyRateInput,
  type VcnInput,
  type VcnRow,
  type VesselRow,
  type VoyageRow,
} from '@quaybook/contract';
import { adminToken, callApi, uniqueName } from './api';

/** Today as the date pickers show it; always on or after 1 January, their minimum. */
export function todayDmy(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(now.getDate())}/${pad(now.getMonth() + 1)}/${now.getFullYear()}`;
}

/** A vessel and a voyage of their own, for a call to name. */
export async function createVesselAndVoyage(request: APIRequestContext) {
  const token = await adminToken(request);
  const vessel = (await callApi(request, token, api.vessel.create, {
    body: { Name: uniqueName('MV ') },
  })) as VesselRow;
  const voyage = (await callApi(request, token, api.voyage.create, {
    body: { Name: uniqueName('V') },
  })) as VoyageRow;
  return { vessel, voyage };
}

export async function createVcn(
  request: APIRequestContext,
  call: Omit<VcnInput, 'vesselID'> & { vesselID?: number },
): Promise<VcnRow> {
  const vesselID = call.vesselID ?? (await createVesselAndVoyage(request)).vessel.Vesselid;
  return (await callApi(request, await adminToken(request), api.vcn.create, {
    body: { ...call, vesselID },
  })) as VcnRow;
}

/** An applicant and an account of their own: a party whose rates no other test touches. */
export async function createParty(request: APIRequestContext) {
  const token = await adminToken(request);
  const applicant = (await callApi(request, token, api.applicant.create, {
    body: { applicantname: uniqueName('Bengal Agencies ') },
  })) as { applicantid: number; applicantname: string };
  const account = (await callApi(request, token, api.account.create, {
    body: { accountname: uniqueName('Ocean Line ') },
  })) as { accountid: number; accountname: string };
  return { applicant, account };
}

export async function createPartyRate(request: APIRequestContext, rate: PartyRateInput) {
  await callApi(request, await adminToken(request), api.partyRate.create, { body: rate });
}

/** The company's movements, as the movement select lists them. */
export async function movements(request: APIRequestContext): Promise<MovementRow[]> {
  return (await callApi(
    request,
    await adminToken(request),
    api.movement.list,
    {},
  )) as MovementRow[];
}
