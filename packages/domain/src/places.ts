// Codes of places: the location codes the older system kept, and UN/LOCODEs of ports.

/**
 * A location code as stored: the older system wrote the text NULL (or null) for no code, which
 * must read as no code at all.
 * @example storedCode('NULL') // null
 */
export function storedCode(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' || text.toLowerCase() === 'null' ? null : text;
}

// Two letters of the ISO 3166-1 country, then three letters or digits 2-9 (UN/LOCODE manual §3).
const UN_LOCODE = /^[A-Z]{2}[A-Z2-9]{3}$/;

/** Whether the text has the shape of a UN/LOCODE, such as INCCU or LKCMB. */
export function isUnLocode(code: string): boolean {
  return UN_LOCODE.test(code);
}

export const UN_LOCODE_MESSAGE =
  'Port code must be a UN/LOCODE: a 2-letter country code and 3 letters or digits, such as INCCU.';
