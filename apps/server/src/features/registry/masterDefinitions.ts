import type { EntityName } from '@quaybook/contract';
import { accountDefinition } from '../account/accountDefinition';
import { applicantDefinition } from '../applicant/applicantDefinition';
import { clearingAgentDefinition } from '../clearingAgent/clearingAgentDefinition';
import {
  componentDefinition,
  damageDefinition,
  repairDefinition,
} from '../codeList/codeListDefinition';
import { containerDefinition } from '../container/containerDefinition';
import { bookingNumberDefinition } from '../customsLinks/bookingNumberDefinition';
import { vcnPartyLinkDefinition } from '../customsLinks/vcnPartyLinkDefinition';
import { linkPartyDefinition } from '../linkParty/linkPartyDefinition';
import { locationDefinition } from '../location/locationDefinition';
import type { AnyMasterDefinition } from '../master/masterDefinition';
import { movementDefinition } from '../movement/movementDefinition';
import { partyRateDefinition } from '../partyRate/partyRateDefinition';
import { portDefinition } from '../port/portDefinition';
import { repairTariffDefinition } from '../repairTariff/repairTariffDefinition';
import { transporterDefinition } from '../transporter/transporterDefinition';
import { vcnDefinition } from '../vcn/vcnDefinition';
import { vesselDefinition } from '../vessel/vesselDefinition';
import { voyageDefinition } from '../voyage/voyageDefinition';

/** Entities whose rules are their own service's, not the shared master service's. */
type OwnService = 'company' | 'users';

/**
 * How every master entity of the contract is stored; the shared list, create, update and delete
 * routes are registered from these. The type makes a new entity of the contract fail to compile
 * until its definition is added here.
 */
export const masterDefinitions = {
  voyage: voyageDefinition,
  vessel: vesselDefinition,
  vcn: vcnDefinition,
  location: locationDefinition,
  port: portDefinition,
  movement: movementDefinition,
  container: containerDefinition,
  applicant: applicantDefinition,
  account: accountDefinition,
  linkParty: linkPartyDefinition,
  damage: damageDefinition,
  component: componentDefinition,
  repair: repairDefinition,
  partyRate: partyRateDefinition,
  repairTariff: repairTariffDefinition,
  bookingNumber: bookingNumberDefinition,
  vcnPartyLink: vcnPartyLinkDefinition,
  transporter: transporterDefinition,
  clearingAgent: clearingAgentDefinition,
} satisfies { [N in Exclude<EntityName, OwnService>]: AnyMasterDefinition };
