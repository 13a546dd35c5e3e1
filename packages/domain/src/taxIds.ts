// Indian tax identifiers on applicants, accounts and companies (domain.md §4.6, §4.7).

const PAN = /^[A-Z]{5}\d{4}[A-Z]$/;
const GSTIN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function isPan(text: string): boolean {
  return PAN.test(text);
}

/**
 * The check character of a GSTIN from its first 14 characters (mod 36, factors 1 and 2).
 * @example gstinCheckCharacter('27AAPFU0939F1Z') // 'V'
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = ALPHABET.indexOf(first14[i] ?? '0') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] ?? '0';
}

export type GstinProblem = 'format' | 'checksum' | 'state';

/** What is wrong with a GSTIN, if anything; `stateCode` also checks its first two digits. */
export function gstinProblem(text: string, stateCode?: string): GstinProblem | null {
  if (!GSTIN.test(text)) return 'format';
  if (gstinCheckCharacter(text.slice(0, 14)) !== text[14]) return 'checksum';
  if (stateCode !== undefined && text.slice(0, 2) !== stateCode) return 'state';
  return null;
}

export const PAN_MESSAGE = 'PAN must be 5 letters, 4 digits and a letter, like AAAPL1234C.';

export function gstinMessage(problem: GstinProblem): string {
  switch (problem) {
    case 'format':
      return 'GSTIN must be 15 characters: state code, PAN, entity number, Z and a check character.';
    case 'checksum':
      return 'GSTIN check character does not match: likely a typo.';
    case 'state':
      return 'GSTIN state code does not match the selected state.';
  }
}

const TAN = /^[A-Z]{4}\d{5}[A-Z]$/;

/** A TAN (tax deduction account number): 4 letters, 5 digits and a letter, like CALA12345B. */
export function isTan(text: string): boolean {
  return TAN.test(text);
}

export const TAN_MESSAGE = 'TAN must be 4 letters, 5 digits and a letter, like CALA12345B.';

/** Characters 3 to 12 of a GSTIN are the PAN of the registered person (domain.md §4.6). */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}

export const GSTIN_PAN_MESSAGE = 'GSTIN must contain the PAN as characters 3 to 12.';

export interface TaxIds {
  pan?: string | null;
  gstin?: string | null;
  tan?: string | null;
  /** The GST code of the registered state, which must open the GSTIN. */
  stateCode?: string | null;
}

/**
 * What is wrong with a party's tax ids, field by field; empty when all are fine. Blank ids are
 * not checked (they are optional); a GSTIN must fit its state and carry the PAN when one is given.
 * @example taxIdProblems({ gstin: '27AAPFU0939F1ZV', stateCode: '19' }) // { gstin: 'GSTIN state code …' }
 */
export function taxIdProblems(ids: TaxIds): Partial<Record<'pan' | 'gstin' | 'tan', string>> {
  const problems: Partial<Record<'pan' | 'gstin' | 'tan', string>> = {};
  if (ids.pan && !isPan(ids.pan)) problems.pan = PAN_MESSAGE;
  if (ids.gstin) {
    const problem = gstinProblem(ids.gstin, ids.stateCode ?? undefined);
    if (problem) problems.gstin = gstinMessage(problem);
    else if (ids.pan && isPan(ids.pan) && panOfGstin(ids.gstin) !== ids.pan)
      problems.gstin = GSTIN_PAN_MESSAGE;
  }
  if (ids.tan && !isTan(ids.tan)) problems.tan = TAN_MESSAGE;
  return problems;
}
