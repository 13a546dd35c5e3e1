// Money is integer paise from the database to the last computation; rupees appear only on
// screen, in exports and on paper. Amounts are read and written as decimal text, so no binary
// fraction ever stands between what was typed and what is stored.

/** The largest amount the money columns hold: ₹9,99,99,99,999.99, in paise. */
export const MAX_PAISE = 999_999_999_999;

const AMOUNT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * The paise of an amount in rupees, typed or sent as text or as a number, when it is one: not
 * negative, at most two decimals, within MAX_PAISE. Indian grouping commas are allowed in text.
 * @example rupeesToPaise('1,500.5') // 150050
 * @example rupeesToPaise(1500.255) // null
 */
export function rupeesToPaise(value: string | number): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // A number's shortest text is the decimal it was written as (1500.5 → '1500.5').
  const text = String(value).trim().replaceAll(',', '');
  const match = AMOUNT.exec(text);
  if (!match) return null;
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return paise <= MAX_PAISE ? paise : null;
}

/**
 * As `rupeesToPaise`, for an amount that may be below zero (a round-off): a leading minus sign.
 * @example signedRupeesToPaise(-0.4) // -40
 */
export function signedRupeesToPaise(value: string | number): number | null {
  const text = String(value).trim();
  if (!text.startsWith('-')) return rupeesToPaise(value);
  if (!/^-\d/.test(text)) return null;
  const paise = rupeesToPaise(text.slice(1));
  return paise === null ? null : -paise;
}

/** Whether a value is a whole number of paise the money columns hold. */
export function isPaise(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0 && value <= MAX_PAISE;
}

function split(paise: number): { sign: string; rupees: string; fraction: string } {
  if (!Number.isSafeInteger(paise)) throw new RangeError(`${paise} is not a whole number of paise`);
  const whole = Math.abs(paise);
  return {
    sign: paise < 0 ? '-' : '',
    rupees: String(Math.trunc(whole / 100)),
    fraction: String(whole % 100).padStart(2, '0'),
  };
}

/**
 * Paise as rupees with two decimals, without grouping: for inputs, CSV and EDI.
 * @example paiseToRupees(150050) // '1500.50'
 */
export function paiseToRupees(paise: number): string {
  const { sign, rupees, fraction } = split(paise);
  return `${sign}${rupees}.${fraction}`;
}

/**
 * Paise as Indian accounts write rupees: the last three digits, then pairs.
 * @example formatRupees(12345678) // '1,23,456.78'
 */
export function formatRupees(paise: number): string {
  const { sign, rupees, fraction } = split(paise);
  const last = rupees.slice(-3);
  const rest = rupees.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}` : last;
  return `${sign}${grouped}.${fraction}`;
}
