// Party rates: what a party pays per container of a size for a movement.

/** The container sizes a rate is set for, in feet. */
export const RATE_SIZES = [20, 40] as const;
export type RateSize = (typeof RATE_SIZES)[number];

/** The largest rate the database column (numeric 12,2) holds. */
export const MAX_RATE = 9_999_999_999.99;

/**
 * Whether a rate is a money amount: finite, not negative, within the column and with at most
 * two decimals (paise). Rates are money, so 1500.255 is refused rather than rounded.
 * @example isRateAmount(1500.25) // true
 */
export function isRateAmount(value: number): boolean {
  if (!Number.isFinite(value) || value < 0 || value > MAX_RATE) return false;
  const paise = value * 100;
  return Math.abs(paise - Math.round(paise)) < 1e-6;
}
