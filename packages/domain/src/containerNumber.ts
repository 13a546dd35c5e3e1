// ISO 6346 container numbers: owner code (3 letters), category (1 letter), serial (6 digits),
// check digit. The spec accepts any 4 letters and 7 digits; a category other than U, J or Z, or a
// check digit that does not match, is only a warning, because non-BIC units with unverifiable
// numbers exist in practice and are recorded all the same.

const FORMAT = /^[A-Z]{4}\d{7}$/;

/** Letter values: A=10 upwards, skipping multiples of 11 (11, 22, 33). */
function letterValue(letter: string): number {
  let value = 10;
  for (let code = 65; code < letter.charCodeAt(0); code += 1) {
    value += 1;
    if (value % 11 === 0) value += 1;
  }
  return value;
}

/** Upper-cases and removes spaces, as users type numbers off a container door. */
export function normalizeContainerNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function isContainerNumberFormat(text: string): boolean {
  return FORMAT.test(text);
}

/**
 * The check digit for the first ten characters (weights 2^0..2^9 from the first letter; a
 * remainder of 10 gives 0).
 * @example containerCheckDigit('CSQU305438') // 3
 */
export function containerCheckDigit(firstTen: string): number {
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const char = firstTen[i] ?? '0';
    const value = /[A-Z]/.test(char) ? letterValue(char) : Number(char);
    sum += value * 2 ** i;
  }
  return (sum % 11) % 10;
}

/** The equipment category letters ISO 6346 allows: freight container, detachable equipment, trailer. */
export const OWNER_CATEGORIES = ['U', 'J', 'Z'] as const;

export type ContainerNumberCheck =
  | { kind: 'ok'; number: string }
  | { kind: 'format'; number: string }
  /**
   * Well formed, but not a valid ISO 6346 number: `category` is the fourth letter when it is not
   * U, J or Z; `expected` the check digit the first ten give when the eleventh differs.
   */
  | { kind: 'likelyTypo'; number: string; category: string | null; expected: number | null };

/** Format is required; a wrong category letter or check digit is reported as a likely typo. */
export function checkContainerNumber(text: string): ContainerNumberCheck {
  const number = normalizeContainerNumber(text);
  if (!isContainerNumberFormat(number)) return { kind: 'format', number };
  const letter = number[3] as string;
  const category = (OWNER_CATEGORIES as readonly string[]).includes(letter) ? null : letter;
  const digit = containerCheckDigit(number.slice(0, 10));
  const expected = Number(number[10]) === digit ? null : digit;
  return category === null && expected === null
    ? { kind: 'ok', number }
    : { kind: 'likelyTypo', number, category, expected };
}

export const CONTAINER_FORMAT_MESSAGE = 'Container number must be 4 letters followed by 7 digits.';

/**
 * What is wrong with a well-formed number that is not valid ISO 6346, as a person reads it off
 * the door: the one warning every screen, upload and answer gives.
 * @example containerNumberWarning(checkContainerNumber('CBHU1234567')) // 'Check digit of CBHU1234567 should be 1: likely a typo. Check the number on the door.'
 */
export function containerNumberWarning(
  check: Extract<ContainerNumberCheck, { kind: 'likelyTypo' }>,
): string {
  const { number, category, expected } = check;
  const letter = `Fourth letter of ${number} should be U, J or Z, not ${category}`;
  const said =
    category === null
      ? `Check digit of ${number} should be ${expected}`
      : expected === null
        ? letter
        : `${letter}, and its check digit ${expected}`;
  return `${said}: likely a typo. Check the number on the door.`;
}

/** The warning of a container number, or null when it is valid ISO 6346 (or not even well formed). */
export function warningOfContainerNumber(text: string): string | null {
  const check = checkContainerNumber(text);
  return check.kind === 'likelyTypo' ? containerNumberWarning(check) : null;
}

/**
 * The numbers among these whose check digit is wrong, each once in the order given, with the
 * digit it should be: what an EDI file must not carry unnoticed. Numbers not 4 letters and 7
 * digits are not this function's to judge.
 * @example checkDigitFaults(['CSQU3054383', 'CSQU3054384']) // [{ container: 'CSQU3054384', expected: 3 }]
 */
export function checkDigitFaults(
  numbers: readonly string[],
): { container: string; expected: number }[] {
  const faults = new Map<string, number>();
  for (const text of numbers) {
    const check = checkContainerNumber(text);
    if (check.kind === 'likelyTypo' && check.expected !== null)
      faults.set(check.number, check.expected);
  }
  return [...faults].map(([container, expected]) => ({ container, expected }));
}

/** The numbers of a box of them, each 4 letters and 7 digits, and the entries that are not. */
export interface ContainerNumberList {
  numbers: string[];
  invalid: string[];
}

/**
 * Reads a box of container numbers separated by newlines, commas or spaces, upper-cased, each
 * once, in the order typed; what is not 4 letters and 7 digits is listed apart.
 * @example parseContainerNumbers('msku1234565, TGHU7654321\nABC1') // { numbers: ['MSKU1234565', 'TGHU7654321'], invalid: ['ABC1'] }
 */
export function parseContainerNumbers(text: string): ContainerNumberList {
  const numbers: string[] = [];
  const invalid: string[] = [];
  for (const entry of text.toUpperCase().split(/[\s,]+/)) {
    if (entry === '') continue;
    const list = isContainerNumberFormat(entry) ? numbers : invalid;
    if (!list.includes(entry)) list.push(entry);
  }
  return { numbers, invalid };
}
