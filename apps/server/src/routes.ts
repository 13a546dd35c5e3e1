import { api } from '@quaybook/contract';
import { authRoutes } from './auth/authRoutes';
import { componentCodes, damageCodes, repairCodes } from './db/schema';
import type { Deps } from './deps';
import { accountDefinition } from './features/account/accountDefinition';
import { applicantDefinition } from './features/applicant/applicantDefinition';
import { codeListRoutes } from './features/codeList/codeListRoutes';
import { companyRoutes } from './features/company/companyRoutes';
import { containerRoutes } from './features/container/containerRoutes';
import { customsLinkRoutes } from './features/customsLinks/customsLinkRoutes';
import { linkPartyDefinition } from './features/linkParty/linkPartyDefinition';
import { locationDefinition } from './features/location/locationDefinition';
import { locationRoutes } from './features/location/locationRoutes';
import { masterRoutes } from './features/master/masterRoutes';
import { menuRoutes } from './features/menu/menuRoutes';
import { movementDefinition } from './features/movement/movementDefinition';
import { partyRateRoutes } from './features/partyRate/partyRateRoutes';
import { portDefinition } from './features/port/portDefinition';
import { referenceRoutes } from './features/reference/referenceRoutes';
import { userRoutes } from './features/users/userRoutes';
import { vcnDefinition } from './features/vcn/vcnDefinition';
import { vcnRoutes } from './features/vcn/vcnRoutes';
import { vesselDefinition } from './features/vessel/vesselDefinition';
import { voyageDefinition } from './features/voyage/voyageDefinition';
import type { Route } from './http/route';

/** Every route of the API; a test checks this covers the contract exactly. */
export function allRoutes(deps: Deps): Route[] {
  return [
    ...authRoutes(deps),
    ...menuRoutes(deps),
    ...referenceRoutes(deps),
    ...masterRoutes(api.voyage, 'Voyageid', voyageDefinition, deps),
    ...masterRoutes(api.vessel, 'Vesselid', vesselDefinition, deps),
    ...masterRoutes(api.location, 'locationid', locationDefinition, deps),
    ...locationRoutes(deps),
    ...masterRoutes(api.port, 'portid', portDefinition, deps),
    ...masterRoutes(api.movement, 'Movid', movementDefinition, deps),
    ...codeListRoutes(api.damage, damageCodes, 'Damage', deps),
    ...codeListRoutes(api.component, componentCodes, 'Component', deps),
    ...codeListRoutes(api.repair, repairCodes, 'Repair', deps),
    ...companyRoutes(deps),
    ...userRoutes(deps),
    ...containerRoutes(deps),
    ...masterRoutes(api.applicant, 'applicantid', applicantDefinition, deps),
    ...masterRoutes(api.account, 'accountid', accountDefinition, deps),
    ...masterRoutes(api.linkParty, 'autoid', linkPartyDefinition, deps),
    ...masterRoutes(api.vcn, 'vcnID', vcnDefinition, deps),
    ...vcnRoutes(deps),
    ...partyRateRoutes(deps),
    ...customsLinkRoutes(deps),
  ];
}
