import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  type CodeRow,
  type ContainerRow,
  api as endpoints,
  type InspectionFields,
  type InspectionRow,
  type LinkPartyRow,
  type LocationRow,
  type MovementInput,
  type MovementRow,
  type VesselRow,
  type VoyageRow,
} from '@quaybook/contract';
import { Condition, isoDay } from '@quaybook/domain';
import { type Api, uniqueName } from './api';
import { choose, containerNumber } from './masterData';
import { createParty, todayIso } from './vesselCalls';

// Data for the inspection journeys, arranged through the API with names of their own (the
// journeys share one database), and the reads that check what a screen saved.

/** A small real JPEG, as a tablet's camera would give. */
export const DENT_PHOTO = path.resolve(import.meta.dirname, '../fixtures/dent.jpg');

/** What a surveyor inspects against: a party, a vessel's call, a movement and a place. */
export interface InspectionCall {
  party: LinkPartyRow;
  vessel: VesselRow;
  voyage: VoyageRow;
  movement: MovementRow;
  location: LocationRow;
}

/**
 * A party (applicant, account and their link party), a vessel, a voyage, a yard and a movement
 * of their own; the movement asks for the fields its flags name (none by default).
 */
export async function createInspectionCall(
  api: Api,
  flags: Omit<MovementInput, 'Name'> = {},
): Promise<InspectionCall> {
  const { applicant, account } = await createParty(api);
  const party = await api.call(endpoints.linkParty.create, {
    body: {
      short_name: uniqueName('PTY'),
      applicantId: applicant.applicantid,
      accountId: account.accountid,
    },
  });
  const vessel = await api.call(endpoints.vessel.create, { body: { Name: uniqueName('MV ') } });
  const voyage = await api.call(endpoints.voyage.create, { body: { Name: uniqueName('VOY') } });
  const movement = await api.call(endpoints.movement.create, {
    body: { Name: uniqueName('Survey '), ...flags },
  });
  const location = await (await api.group()).call(endpoints.location.create, {
    body: { Name: uniqueName('Yard '), kind: 'yard' },
  });
  return { party, vessel, voyage, movement, location };
}

/** A container the company knows, with its ISO code, tare and maximum gross weight. */
export function createKnownContainer(
  api: Api,
  iso = { code: '22G1', size: 20 },
  number = containerNumber(),
) {
  return api.call(endpoints.container.create, {
    body: {
      contnumber: number,
      iso_code: iso.code,
      contsize: iso.size,
      isotarewt: 2200,
      isogrosswt: 30480,
    },
  }) as Promise<ContainerRow>;
}

/**
 * A sound inspection of the container on the call's party, vessel, voyage, movement and place,
 * today at the time given, saved as Inspection Entry saves it; `fields` adds to or replaces those.
 */
export function recordSoundInspection(
  api: Api,
  call: InspectionCall,
  containerNumber: string,
  fields: Partial<InspectionFields> & Pick<InspectionFields, 'insptime'>,
): Promise<InspectionRow> {
  return api.call(endpoints.inspection.add, {
    body: {
      transaction: {
        containerNumber,
        applicant: call.party.applicantId,
        account: call.party.accountId,
        vesselld: call.vessel.Vesselid,
        voyage: call.voyage.Voyageid,
        movementId: call.movement.Movid,
        locationId: call.location.locationid,
        inspdate: todayIso(),
        conditionid: Condition.sound,
        ...fields,
      },
    },
  });
}

/** The first active component, damage and repair codes, as the line form offers them. */
export async function firstActiveCodes(
  api: Api,
): Promise<Record<'component' | 'damage' | 'repair', CodeRow>> {
  const first = async (list: Promise<CodeRow[]>) => {
    const [code] = await list;
    if (!code) throw new Error('The company has no active codes');
    return code;
  };
  return {
    component: await first(api.call(endpoints.component.listActive, {})),
    damage: await first(api.call(endpoints.damage.listActive, {})),
    repair: await first(api.call(endpoints.repair.listActive, {})),
  };
}

/**
 * The container's inspections in the call dated today or yesterday, as View Inspection would
 * find them: an entry keyed just after midnight is dated the day before (now less 15 minutes).
 */
export async function inspectionsToday(
  api: Api,
  call: InspectionCall,
  number: string,
): Promise<InspectionRow[]> {
  const now = new Date();
  return api.call(endpoints.inspection.list, {
    query: {
      applicant: call.party.applicantId,
      account: call.party.accountId,
      vessel: call.vessel.Vesselid,
      voyage: call.voyage.Voyageid,
      fromdate: isoDay(new Date(now.getTime() - 24 * 60 * 60 * 1000)),
      todate: isoDay(now),
      contnumber: number,
    },
  });
}

/** The damage lines and photos an inspection was saved with. */
export async function savedDamagesAndPhotos(api: Api, reportid: number) {
  return {
    damages: await api.call(endpoints.inspection.damages, { query: { reportid } }),
    photos: await api.call(endpoints.inspection.photos, { query: { reportid } }),
  };
}

const named = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);

/** The entry screens' inputs, found by their labels. */
export class EntryPage {
  constructor(readonly page: Page) {}

  readonly containerNo = () => this.page.getByRole('textbox', { name: 'Container No' });
  /** A choice by its label: 'Party', 'ISO', 'Place' … (a required one's name ends in ' *'). */
  readonly choice = (label: string, within: Page | Locator = this.page): Locator =>
    within.getByRole('combobox', { name: named(label) });
  readonly field = (label: string, within: Page | Locator = this.page): Locator =>
    within.getByRole('textbox', { name: named(label) });
  readonly recent = () => this.page.getByRole('table', { name: 'Last saved entries' });
  readonly today = () => this.page.getByRole('table', { name: 'Containers of today' });
  readonly damageDetails = (number: string) =>
    this.page.getByRole('dialog', { name: `Damage Details: ${number}` });

  /** Chooses the call's party, vessel, voyage and movement: the header every row takes. */
  async chooseCall(call: InspectionCall) {
    await choose(this.page, this.choice('Party'), call.party.short_name);
    await choose(this.page, this.choice('Vessel'), call.vessel.Name);
    await choose(this.page, this.choice('Voyage'), call.voyage.Name);
    await choose(this.page, this.choice('Movement Type'), call.movement.Name);
  }

  /** Fills a damage line's position, codes and size in the Damage Details form. */
  async fillDamageLine(
    form: Locator,
    codes: Record<'component' | 'damage' | 'repair', CodeRow>,
    line: { position: string; length: string; breadth: string },
  ) {
    const codeLabel = (code: CodeRow) => `${code.shortName} - ${code.description}`;
    await choose(this.page, this.choice('Position', form), line.position);
    await choose(this.page, this.choice('Component', form), codeLabel(codes.component));
    await choose(this.page, this.choice('Damage', form), codeLabel(codes.damage));
    await choose(this.page, this.choice('Repair', form), codeLabel(codes.repair));
    await this.field('Length (cm)', form).fill(line.length);
    await this.field('Breadth (cm)', form).fill(line.breadth);
  }
}
