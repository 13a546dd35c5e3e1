import {
  api as endpoints,
  type DamageLineInput,
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
  /** A damaged inspection's lines (see `damageLine`). */
  damages?: DamageLineInput[];
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
    const body = plan.damages ? { transaction, damageData: plan.damages } : { transaction };
    inspections.push(await api.call(endpoints.inspection.add, { body }));
  }
  return { party, vessel, voyage, movement, place, otherPlace, inspections };
}

/** A dent on the left side, with the first active component, damage and repair codes. */
export async function damageLine(api: Api): Promise<DamageLineInput> {
  const [component, damage, repair] = await Promise.all([
    api.call(endpoints.component.listActive, {}),
    api.call(endpoints.damage.listActive, {}),
    api.call(endpoints.repair.listActive, {}),
  ]);
  const first = (codes: { autoid: number }[], kind: string) => {
    const code = codes[0];
    if (!code) throw new Error(`No active ${kind} code`);
    return code.autoid;
  };
  return {
    damlocationid: 1,
    positionid: 1,
    damageFrom: '3',
    damageTo: '5',
    component: first(component, 'component'),
    damageType: first(damage, 'damage'),
    repairType: first(repair, 'repair'),
    length: 30,
    breadth: 12,
    quantity: 1,
  };
}
