import { listRoute } from '../lists/screen/listRoute';
import { accountList } from './account';
import { applicantList } from './applicant';
import { bookingNumberList } from './bookingNumber';
import { componentList, damageList, repairList } from './codeList';
import { companyList } from './company';
import { containerList } from './container';
import { linkPartyList } from './linkParty';
import { locationList } from './location';
import { movementList } from './movement';
import { portList } from './port';
import { userList } from './users';
import { vcnList } from './vcn';
import { vcnPartyLinkList } from './vcnPartyLink';
import { vesselList } from './vessel';
import { voyageList } from './voyage';

/** One line per master list: its route path and descriptor. */
export const masterListRoutes = [
  listRoute('voyage', voyageList),
  listRoute('vessel', vesselList),
  listRoute('vcn', vcnList),
  listRoute('location', locationList),
  listRoute('port', portList),
  listRoute('movement', movementList),
  listRoute('container', containerList),
  listRoute('applicant', applicantList),
  listRoute('damagelist', damageList),
  listRoute('componentlist', componentList),
  listRoute('repairtype', repairList),
  listRoute('account', accountList),
  listRoute('linkparty', linkPartyList),
  listRoute('company', companyList),
  listRoute('users', userList),
  listRoute('dockoutbooking', bookingNumberList),
  listRoute('vcnpartylink', vcnPartyLinkList),
];
