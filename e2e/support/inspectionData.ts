import {
  api as endpoints,
  type InspectionFields,
  type InspectionRow,
  type LinkPartyRow,
  type LocationRow,
  type MovementRow,
} from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { type Api, uniqueName } from './api';
import { containerNumber, createContainers } from './masterData';
import { createLinkParty, createMovement } from './partiesData';
import { createParty, createVesselAndVoyage, todayIso } from './vesselCalls';

// Inspections for the View Inspection and container page journeys, arranged through the API:
// a party of its own, its vessel call, a movement that asks for nothing more, two places, and
// inspections recorded with POST /add_transaction as the entry screens record them.

/** What one journey's inspections were recorded with. */
export interface InspectionWorld {
  party: LinkPartyRow;
  vessel: { Vesselid: number; Name: string };
  voyage: { Voyageid: number; Name: string };
  movement: MovementRow;
  /** Where the inspections took place, and another place for them to be moved to. */
  place: LocationRow;
  otherPlace: LocationRow;
  inspections: InspectionRow[];
}

/** One inspection to record: its container and what differs from the world's defaults. */
export interface InspectionPlan {
  contnumber: string;
  size: 20 | 40;
  seal: string;
  condition?: Condition;
  /** yyyy-mm-dd; today when left out. */
  date?: string;
  time?: string;
}

/** `count` inspections of new containers, sized 20, 20, 40, 20 …, sealed SL-1, SL-2 … */
export function plansOf(count: number, owner?: string): InspectionPlan[] {
  return Array.from({ length: count }, (_, index) => ({
    contnumber: containerNumber(owner),
    size: index % 3 === 2 ? 40 : 20,
    seal: `SL-${index + 1}`,
  }));
}

const createPlace = (api: Api, prefix: string) =>
  api.call(endpoints.location.create, { body: { Name: uniqueName(prefix), kind: 'yard' } });

/** A party, its vessel call, a plain movement, two places and the planned inspections. */
export async function createInspectionWorld(
  api: Api,
  plans: readonly InspectionPlan[],
): Promise<InspectionWorld> {
  const { applicant, account } = await createParty(api);
  const party = await createLinkParty(api, {
    short_name: uniqueName('Party '),
    applicantId: applicant.applicantid,
    accountId: account.accountid,
  });
  const { vessel, voyage } = await createVesselAndVoyage(api);
  const movement = await createMovement(api, { Name: uniqueName('Gate In ') });
  const place = await createPlace(api, 'Yard ');
  const otherPlace = await createPlace(api, 'Yard ');
  const fresh = [...new Map(plans.map((plan) => [plan.contnumber, plan])).values()];
  await createContainers(
    api,
    fresh.map((plan) => ({
      contnumber: plan.contnumber,
      contsize: plan.size,
      isotarewt: plan.size === 20 ? 2200 : 3800,
      isogrosswt: 30480,
    })),
  );
  const inspections: InspectionRow[] = [];
  for (const plan of plans) {
    const transaction: InspectionFields = {
      containerNumber: plan.contnumber,
      applicant: applicant.applicantid,
      account: account.accountid,
      vesselld: vessel.Vesselid,
      voyage: voyage.Voyageid,
      movementId: movement.Movid,
      locationId: place.locationid,
      seal: plan.seal,
      inspdate: plan.date ?? todayIso(),
      insptime: plan.time ?? '0930',
      conditionid: plan.condition ?? Condition.sound,
      cargowt: 12000,
    };
    inspections.push(await api.call(endpoints.inspection.add, { body: { transaction } }));
  }
  return { party, vessel, voyage, movement, place, otherPlace, inspections };
}
