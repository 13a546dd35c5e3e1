// The year a container was built, as its CSC plate gives it: four digits. No container in
// service predates 1950, and a container may be plated with next year's date late in the year.

export const FIRST_MANUFACTURE_YEAR = 1950;

export const MANUFACTURE_YEAR_MESSAGE =
  'Year of manufacture must be a 4-digit year from 1950 to next year.';

/**
 * Whether the text is a year a container can have been built in, judged on `today`.
 * @example isManufactureYear('2019', new Date('2026-11-28')) // true; '2O3O' and '2028' are not
 */
export function isManufactureYear(text: string, today: Date = new Date()): boolean {
  if (!/^\d{4}$/.test(text)) return false;
  const year = Number(text);
  return year >= FIRST_MANUFACTURE_YEAR && year <= today.getFullYear() + 1;
}
