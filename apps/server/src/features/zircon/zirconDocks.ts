import { DOCKS } from '../../db/seed/catalogue/locations';

/** Zircon's location codes (002 §9) and the docks they stand for. */
export const ZIRCON_DOCKS: Record<number, number> = {
  1: DOCKS.kolkata,
  2: DOCKS.haldia,
  3: DOCKS.paradip,
};
