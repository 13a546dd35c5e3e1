// What a bill charges: each inspection on its reports at its party's rate for its size and
// movement (the Party Rate screen). A missing rate stops the bill, naming every one that is
// missing; a bill never carries a zero or guessed line.
import type { BillLineInput } from './gst';

/** An inspection to charge: its container size and its movement. */
export interface Chargeable {
  size: number;
  movementId: number;
  movementName: string;
}

/** A party's rate for a size and movement, in paise. */
export interface PartyRateEntry {
  size: number;
  movementId: number;
  ratePaise: number;
}

/** One line of the bill: the containers of one movement and size, at their rate. */
export interface ChargedLine extends BillLineInput {
  movementId: number;
  movementName: string;
  size: number;
}

export type Pricing =
  | { ok: true; lines: ChargedLine[] }
  | { ok: false; missing: { movementName: string; size: number }[]; message: string };

const key = (size: number, movementId: number) => `${movementId}:${size}`;

/**
 * The bill's lines for a party's inspections, one per movement and size in the order of the
 * movements' names, or every missing rate in one message.
 * @example priceInspections('MSC / MSC Agency', inspections, rates)
 */
export function priceInspections(
  party: string,
  inspections: readonly Chargeable[],
  rates: readonly PartyRateEntry[],
): Pricing {
  const rateOf = new Map(rates.map((rate) => [key(rate.size, rate.movementId), rate.ratePaise]));
  const groups = new Map<string, ChargedLine>();
  const missing = new Map<string, { movementName: string; size: number }>();
  for (const inspection of inspections) {
    const at = key(inspection.size, inspection.movementId);
    const ratePaise = rateOf.get(at);
    if (ratePaise === undefined) {
      missing.set(at, { movementName: inspection.movementName, size: inspection.size });
      continue;
    }
    const line = groups.get(at);
    if (line) line.quantity += 1;
    else
      groups.set(at, {
        movementId: inspection.movementId,
        movementName: inspection.movementName,
        size: inspection.size,
        quantity: 1,
        ratePaise,
      });
  }
  const byName = <T extends { movementName: string; size: number }>(a: T, b: T) =>
    a.movementName.localeCompare(b.movementName) || a.size - b.size;
  if (missing.size > 0) {
    const list = [...missing.values()].sort(byName);
    return {
      ok: false,
      missing: list,
      message: `${party} has no rate for ${list
        .map(({ movementName, size }) => `${size}' ${movementName}`)
        .join(', ')}. Add the rates on the Party Rate screen, then bill again.`,
    };
  }
  return { ok: true, lines: [...groups.values()].sort(byName) };
}
