import { storedCode } from './places';

// The three ports Quaybook works at (domain.md §5.1): each dock's customs location code is the
// port's UN/LOCODE and a digit, which is how a location's code names the port it is in.

export const PORTS_OF_CALL = {
  kolkata: { name: 'Kolkata', locode: 'INCCU', customsCode: 'INCCU1' },
  haldia: { name: 'Haldia', locode: 'INHAL', customsCode: 'INHAL1' },
  paradip: { name: 'Paradip', locode: 'INPRT', customsCode: 'INPRT1' },
} as const;

// A customs location code: the port's UN/LOCODE, then the digit of the customs station.
const CUSTOMS_CODE = /^([A-Z]{2}[A-Z2-9]{3})\d$/;

/**
 * The UN/LOCODE of the port a location is in, read from its customs location code; null when
 * the code names no port (none, NULL, or another shape).
 * @example portOfLocation('INHAL1') // 'INHAL'
 */
export function portOfLocation(locationCode: string | null | undefined): string | null {
  const code = storedCode(locationCode)?.toUpperCase();
  return code ? (CUSTOMS_CODE.exec(code)?.[1] ?? null) : null;
}
