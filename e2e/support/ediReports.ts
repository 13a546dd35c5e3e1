import {
  api as endpoints,
  type InspectionRow,
  type LinkPartyRow,
  type MovementInput,
} from '@quaybook/contract';
import { type Api, uniqueName } from './api';
import {
  createInspectionCall,
  createKnownContainer,
  type InspectionCall,
  recordSoundInspection,
} from './inspections';

// A line's party with containers moved today, for the EDI report journeys: a gate-in movement
// at a yard of Kolkata's port (its customs code INCCU1), and the party's EDI ids not yet set.
// `numbers` gives some containers their number (one with a wrong check digit, say).

export interface EdiWorld extends InspectionCall {
  party: LinkPartyRow;
  inspections: InspectionRow[];
}

export async function createEdiWorld(
  api: Api,
  count: number,
  movement: Omit<MovementInput, 'Name'> = { edievent: 'gate-in', movefor: 'I', edifull: false },
  numbers: readonly string[] = [],
): Promise<EdiWorld> {
  const call = await createInspectionCall(api, movement);
  const location = await (await api.group()).call(endpoints.location.create, {
    body: {
      Name: uniqueName('Kolkata Yard '),
      ShortName: 'KYD',
      kind: 'yard',
      LocationCode: 'INCCU1',
    },
  });
  const inspections: InspectionRow[] = [];
  for (let index = 0; index < count; index += 1) {
    const container = await createKnownContainer(api, undefined, numbers[index]);
    const row = await recordSoundInspection(api, { ...call, location }, container.contnumber, {
      seal: `SL-${index + 1}`,
      insptime: `09${String(10 + index).padStart(2, '0')}`,
    });
    inspections.push(row);
  }
  return { ...call, location, inspections };
}
