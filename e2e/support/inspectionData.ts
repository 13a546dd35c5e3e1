import {
  type DamageLineInput,
  api as endpoints,
  type InspectionFields,
  type InspectionRow,
  type LinkPartyRow,
  type LocationRow,
  type MovementRow,
  type VesselRow,
  type VoyageRow,
} from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import { type Api, uniqueName } from './api';
import { createInspectionCall, firstActiveCodes } from './inspections';
import { containerNumber, createContainers } from './masterData';
import { todayIso } from './vesselCalls';

// Inspections for the View Inspection and container page journeys, arranged through the API:
// an inspection call of their own (a party, its vessel and voyage, a plain movement, a yard),
// another yard, and inspections recorded with POST /add_transaction.

/** What one journey's inspections were recorded with. */
export interface InspectionWorld {
  party: LinkPartyRow;
  vessel: VesselRow;
  voyage: VoyageRow;
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

/** A party's call with a plain movement, another place, and the planned inspections. */
export async function createInspectionWorld(
  api: Api,
  plans: readonly InspectionPlan[],
): Promise<InspectionWorld> {
  const { party, vessel, voyage, movement, location: place } = await createInspectionCall(api);
  const { applicantId: applicant, accountId: account } = party;
  const otherPlace = await (await api.group()).call(endpoints.location.create, {
    body: { Name: uniqueName('Yard '), kind: 'yard' },
  });
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
      applicant,
      account,
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
  const codes = await firstActiveCodes(api);
  return {
    damlocationid: 1,
    positionid: 1,
    damageFrom: '3',
    damageTo: '5',
    component: codes.component.autoid,
    damageType: codes.damage.autoid,
    repairType: codes.repair.autoid,
    length: 30,
    breadth: 12,
    quantity: 1,
  };
}
