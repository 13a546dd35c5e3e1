import './zodSetup';
import { account } from './account';
import { applicant } from './applicant';
import { changePassword, signIn } from './auth';
import { component, damage, repair } from './codeList';
import { company } from './company';
import { container } from './container';
import { bookingNumber, vcnPartyLink } from './customsLinks';
import { linkParty } from './linkParty';
import { location } from './location';
import { getMenu } from './menu';
import { movement } from './movement';
import { partyRate } from './partyRate';
import { port } from './port';
import {
  health,
  listBanks,
  listContainerTypes,
  listCountries,
  listIsoCodes,
  listStates,
} from './reference';
import { users } from './users';
import { vcn } from './vcn';
import { vessel } from './vessel';
import { voyage } from './voyage';

export * from './account';
export * from './applicant';
export * from './auth';
export * from './codeList';
export * from './company';
export * from './container';
export * from './customsLinks';
export * from './endpoint';
export * from './envelope';
export * from './fields';
export * from './linkParty';
export * from './location';
export * from './master';
export * from './menu';
export * from './movement';
export * from './partyFields';
export * from './partyRate';
export * from './port';
export * from './reference';
export * from './users';
export * from './vcn';
export * from './vessel';
export * from './voyage';

/** Every endpoint of the API, grouped by area; the server registers exactly these. */
export const api = {
  auth: { signIn, changePassword },
  menu: { getMenu },
  reference: {
    health,
    listStates,
    listCountries,
    listBanks,
    listIsoCodes,
    listContainerTypes,
  },
  location,
  port,
  movement,
  damage,
  component,
  repair,
  voyage,
  vessel,
  company,
  users,
  vcn,
  partyRate,
  bookingNumber,
  vcnPartyLink,
  container,
  applicant,
  account,
  linkParty,
};
