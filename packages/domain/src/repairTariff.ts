// A shipping line's repair tariff: labour hours and material per component, repair method,
// damage, container size and band (the structure of a line's Standard Time System manual).

import { paiseToRupees, rupeesToPaise } from './money';

/** The sizes a tariff row prices, in feet; 0 prices any size. */
export const TARIFF_SIZES = [0, 20, 40] as const;
export type TariffSize = (typeof TARIFF_SIZES)[number];

/**
 * How a row prices a repair: per piece, per area up to a length × breadth band, or per length
 * (every `upto` centimetres or part of them).
 */
export const TARIFF_MEASURES = ['piece', 'area', 'length'] as const;
export type TariffMeasure = (typeof TARIFF_MEASURES)[number];

/** The most labour one row names: 999.99 hours, in hundredths. */
export const MAX_HOURS_HUNDREDTHS = 99_999;

/**
 * Labour hours as whole hundredths of an hour, read from their decimal text as rupees are read
 * into paise (never by float multiplication): not negative, at most 2 decimals, at most 999.99.
 * @example hoursToHundredths('1.5') // 150
 * @example hoursToHundredths(0.125) // null
 */
export function hoursToHundredths(value: string | number): number | null {
  const hundredths = rupeesToPaise(value);
  return hundredths !== null && hundredths <= MAX_HOURS_HUNDREDTHS ? hundredths : null;
}

/**
 * Hundredths of an hour as hours with 2 decimals, as screens and files show them.
 * @example hundredthsToHours(350) // '3.50'
 */
export function hundredthsToHours(hundredths: number): string {
  return paiseToRupees(hundredths);
}

/**
 * Hundredths of an hour as the number of hours the calls answer.
 * @example hoursOf(125) // 1.25
 */
export const hoursOf = (hundredths: number): number => Number(hundredthsToHours(hundredths));

/**
 * Hours as a list shows them, with 2 decimals, read from their decimal text.
 * @example hoursText(3.5) // '3.50'
 */
export function hoursText(hours: number): string {
  return hundredthsToHours(hoursToHundredths(hours) ?? 0);
}

/** A row's band, in whole centimetres; null where it gives none. */
export interface TariffBand {
  measure: TariffMeasure;
  uptoLengthCm: number | null;
  uptoBreadthCm: number | null;
}

/** What is wrong with a row's band for its measure, by the bound it concerns; none when right. */
export function bandProblems({ measure, uptoLengthCm, uptoBreadthCm }: TariffBand): {
  length?: string;
  breadth?: string;
} {
  const problems: { length?: string; breadth?: string } = {};
  if (measure === 'area') {
    if (uptoLengthCm === null) problems.length = 'An area price needs its Upto length (cm).';
    if (uptoBreadthCm === null) problems.breadth = 'An area price needs its Upto breadth (cm).';
  } else if (measure === 'length') {
    if (uptoLengthCm === null)
      problems.length = 'A length price needs the Upto length (cm) it is priced per.';
    if (uptoBreadthCm !== null)
      problems.breadth = 'A length price takes no Upto breadth: it is priced per length.';
  } else {
    if (uptoLengthCm !== null) problems.length = 'A piece price takes no Upto length.';
    if (uptoBreadthCm !== null) problems.breadth = 'A piece price takes no Upto breadth.';
  }
  return problems;
}
