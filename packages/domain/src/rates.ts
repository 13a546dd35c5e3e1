// Party rates: what a party pays per container of a size for a movement.

/** The container sizes a rate is set for, in feet. */
export const RATE_SIZES = [20, 40] as const;
export type RateSize = (typeof RATE_SIZES)[number];
