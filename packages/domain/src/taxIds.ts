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
