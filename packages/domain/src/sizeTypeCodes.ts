// The trade's short forms of a container's size and type (GP, 40HC …) read as the ISO 6346
// size-and-type code they mean (domain.md §1.4, §1.5). Lines and terminals write them in their
// lists; Quaybook keeps the ISO code. Only forms that name one code are read: a flat rack (FR)
// may have fixed or folding ends and a tank (TK) any of several test pressures, so those need
// their ISO code.

/** Nominal lengths in feet a short form may give: 20, 40 and 45 (the 45' high cube). */
export type NominalLength = 20 | 40 | 45;

/** Each short type code, and its aliases, with the ISO code it means at each length it comes in. */
export const SHORT_TYPE_CODES: Readonly<Record<string, Partial<Record<NominalLength, string>>>> =
  (() => {
    const general = { 20: '22G1', 40: '42G1' };
    const highCube = { 20: '25G1', 40: '45G1', 45: 'L5G1' };
    return {
      GP: general,
      DV: general,
      DC: general,
      HC: highCube,
      HQ: highCube,
      RF: { 20: '22R1', 40: '42R1' },
      RH: { 40: '45R1' },
      OT: { 20: '22U1', 40: '42U1' },
      VH: { 20: '22V0' },
      BU: { 20: '22B0' },
    };
  })();

/** How a size-and-type cell reads: the ISO code it names, or why it names none. */
export type SizeTypeReading = { code: string; short: boolean } | { problem: string };

const LENGTHS: readonly NominalLength[] = [20, 40, 45];
const asLength = (value: number): NominalLength | null =>
  (LENGTHS as readonly number[]).includes(value) ? (value as NominalLength) : null;

/**
 * The ISO size-and-type code a cell means: an ISO code as written (22G1, 45G1, L5G1); a short
 * type code with the size of its row (GP with 20 → 22G1); or size and type together (20GP,
 * 40HC, 45HC, also written 40' HC or 40-HC). Blank gives a blank code; anything else is taken
 * as an ISO code, for the ISO list to know or not.
 * @example readSizeType('GP', 40) // { code: '42G1', short: true }
 * @example readSizeType('40hc', null) // { code: '45G1', short: true }
 * @example readSizeType('22G1', 20) // { code: '22G1', short: false }
 */
export function readSizeType(text: string, size: number | null): SizeTypeReading {
  const plain = text.trim().toUpperCase();
  const joined = /^(\d{2})\s*['’]?\s*-?\s*([A-Z]{2})$/.exec(plain);
  const type = joined ? (joined[2] as string) : plain;
  const byLength = SHORT_TYPE_CODES[type];
  if (!byLength) return { code: plain, short: false };
  if (!joined && size === null)
    return { problem: `Type ${type} needs the container's size (20 or 40), or give its ISO code.` };
  const length = asLength(joined ? Number(joined[1]) : (size as number));
  const code = length === null ? undefined : byLength[length];
  if (!code) {
    const given = joined ? plain : `${type} with size ${size}`;
    return {
      problem: `Type ${given} is not one ISO code: give the ISO code (${Object.values(byLength).join(', ')}).`,
    };
  }
  return { code, short: true };
}
