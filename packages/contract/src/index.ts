import './zodSetup';
import { changePassword, signIn } from './auth';
import { getMenu } from './menu';
import { health, listCountries, listStates } from './reference';
import { vessel } from './vessel';
import { voyage } from './voyage';

export * from './auth';
export * from './endpoint';
export * from './envelope';
export * from './fields';
export * from './master';
export * from './menu';
export * from './reference';
export * from './vessel';
export * from './voyage';

/** Every endpoint of the API, grouped by area; the server registers exactly these. */
export const api = {
  auth: { signIn, changePassword },
  menu: { getMenu },
  reference: { health, listStates, listCountries },
  voyage,
  vessel,
};
