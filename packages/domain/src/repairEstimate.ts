// The arithmetic of an estimate of repair (EOR): each damage line priced from the line's repair
// tariff, labour at the line's hourly rate, GST on the repair service, subtotals by who pays.
// Everything is whole paise and hundredths of an hour, rounded half up once per line.
import type { TariffMeasure } from './repairTariff';

/**
 * The repair service's SAC and GST rate (hundredths of a percent). The group 9987 (maintenance
 * and repair) is certain, its 6-digit code is the tax advisor's choice (domain.md §4.4): it is
 * stored on each estimate, so a change applies to new estimates only.
 */
export const REPAIR_SERVICE = { sac: '998719', gstRate: 1800 } as const;

/** Who pays a line (CEDEX responsibility): the owner, the user (the line), or a third party. */
export const RESPONSIBILITY_NAMES = { O: 'Owner', U: 'User', T: 'Third party' } as const;
export type Responsibility = keyof typeof RESPONSIBILITY_NAMES;

/** A row of a line's repair tariff, as the pricing reads it. */
export interface TariffEntry {
  id: number;
  componentId: number;
  repairId: number;
  /** None: any damage. */
  damageId: number | null;
  /** 20, 40, or 0 for any size. */
  size: number;
  measure: TariffMeasure;
  /** area: the band's bounds; length: the unit it is priced per (per 30 cm or part). */
  uptoLengthCm: number | null;
  uptoBreadthCm: number | null;
  hoursHundredths: number;
  materialPaise: number;
}

/** What a damage line asks to be priced. */
export interface DamageToPrice {
  componentId: number | null;
  repairId: number | null;
  damageId: number | null;
  /** The container's size in feet. */
  size: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  quantity: number;
}

/** How many of the row's units a damage takes: 1, or its length in the row's units (or part). */
function unitsOf(row: TariffEntry, damage: DamageToPrice): number | null {
  if (row.measure === 'piece') return 1;
  const length = damage.lengthCm;
  if (length === null || !(length > 0) || row.uptoLengthCm === null) return null;
  if (row.measure === 'length') return Math.ceil(length / row.uptoLengthCm);
  const breadth = damage.breadthCm;
  if (breadth === null || !(breadth > 0) || row.uptoBreadthCm === null) return null;
  // The band holds the damage either way round: 20 × 50 fits up to 60 × 30.
  const [long, short] = length >= breadth ? [length, breadth] : [breadth, length];
  const [bandLong, bandShort] =
    row.uptoLengthCm >= row.uptoBreadthCm
      ? [row.uptoLengthCm, row.uptoBreadthCm]
      : [row.uptoBreadthCm, row.uptoLengthCm];
  return long <= bandLong && short <= bandShort ? 1 : null;
}

/** A row's size of band, so the smallest band that holds a damage is chosen. */
const bandOf = (row: TariffEntry) =>
  row.measure === 'area' ? (row.uptoLengthCm ?? 0) * (row.uptoBreadthCm ?? 0) : 0;

export interface TariffMatch {
  row: TariffEntry;
  units: number;
}

/**
 * The tariff row that prices a damage: same component and repair; of the rows whose damage
 * (or any), size (or any) and band hold it, the one naming the damage, then the size, then a
 * measured band over a piece price, then the smallest band.
 * @example matchTariff({ componentId: 1, repairId: 2, damageId: 3, size: 20, lengthCm: 25, breadthCm: 20, quantity: 1 }, tariff)
 */
export function matchTariff(
  damage: DamageToPrice,
  tariff: readonly TariffEntry[],
): TariffMatch | null {
  let best: { match: TariffMatch; rank: number[] } | null = null;
  for (const row of tariff) {
    if (row.componentId !== damage.componentId || row.repairId !== damage.repairId) continue;
    if (row.damageId !== null && row.damageId !== damage.damageId) continue;
    if (row.size !== 0 && row.size !== damage.size) continue;
    const units = unitsOf(row, damage);
    if (units === null) continue;
    const rank = [
      row.damageId === null ? 1 : 0,
      row.size === 0 ? 1 : 0,
      row.measure === 'piece' ? 1 : 0,
      bandOf(row),
      row.id,
    ];
    if (!best || compareRanks(rank, best.rank) < 0) best = { match: { row, units }, rank };
  }
  return best?.match ?? null;
}

function compareRanks(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < a.length; index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** A line's price: labour hours and material for the whole line (all its pieces and units). */
export interface LinePrice {
  hoursHundredths: number;
  materialPaise: number;
}

/** The line's hours and material from its tariff row: the row's × units × quantity. */
export function priceFromTariff(match: TariffMatch, quantity: number): LinePrice {
  const times = match.units * quantity;
  return {
    hoursHundredths: match.row.hoursHundredths * times,
    materialPaise: match.row.materialPaise * times,
  };
}

/** a × b / c rounded half up, exactly, for non-negative whole numbers. */
function mulDivHalfUp(a: number, b: number, c: number): number {
  const divisor = BigInt(c);
  return Number((BigInt(a) * BigInt(b) * 2n + divisor) / (divisor * 2n));
}

/**
 * The labour of a line: its hours at the hourly rate, rounded half up to the paisa.
 * @example labourPaise(150, 45000) // 1.5 h at ₹450 is ₹675: 67500
 */
export const labourPaise = (hoursHundredths: number, ratePaise: number): number =>
  mulDivHalfUp(hoursHundredths, ratePaise, 100);

/** An estimate line as the totals read it: its price when it has one, and who pays. */
export interface EstimateLineInput {
  lineNo: number;
  price: LinePrice | null;
  responsibility: Responsibility;
}

export interface PricedLine extends EstimateLineInput {
  labourPaise: number;
  materialPaise: number;
  /** Labour and material: the line's taxable value. */
  amountPaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface EstimateTotals {
  lines: PricedLine[];
  labourPaise: number;
  materialPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  totalPaise: number;
  /** Labour and material by who pays, before tax. */
  byResponsibility: Record<Responsibility, number>;
  /** The lines no tariff row priced and nobody priced by hand. */
  unpriced: number[];
}

export interface EstimateTerms {
  /** The line's labour rate per hour in paise. */
  labourRatePaise: number;
  /** GST rate in hundredths of a percent (1800 is 18%). */
  gstRate: number;
  /** CGST + SGST within the company's state, IGST across states. */
  intraState: boolean;
}

/** a × rate (hundredths of a percent), rounded half up to the paisa. */
const taxAt = (amountPaise: number, rate: number) => mulDivHalfUp(amountPaise, rate, 10_000);

/**
 * An estimate's lines and totals: labour and material per line, GST per line (CGST and SGST at
 * half the rate each within the state, IGST across), summed. An unpriced line counts as nothing
 * and is named in `unpriced`.
 */
export function estimateTotals(
  lines: readonly EstimateLineInput[],
  terms: EstimateTerms,
): EstimateTotals {
  const half = terms.gstRate / 2;
  const priced = lines.map((line): PricedLine => {
    const labour = line.price ? labourPaise(line.price.hoursHundredths, terms.labourRatePaise) : 0;
    const material = line.price?.materialPaise ?? 0;
    const amount = labour + material;
    return {
      ...line,
      labourPaise: labour,
      materialPaise: material,
      amountPaise: amount,
      cgstPaise: terms.intraState ? taxAt(amount, half) : 0,
      sgstPaise: terms.intraState ? taxAt(amount, half) : 0,
      igstPaise: terms.intraState ? 0 : taxAt(amount, terms.gstRate),
    };
  });
  const sum = (pick: (line: PricedLine) => number) =>
    priced.reduce((total, line) => total + pick(line), 0);
  const byResponsibility: Record<Responsibility, number> = { O: 0, U: 0, T: 0 };
  for (const line of priced) byResponsibility[line.responsibility] += line.amountPaise;
  const taxablePaise = sum((line) => line.amountPaise);
  const cgstPaise = sum((line) => line.cgstPaise);
  const sgstPaise = sum((line) => line.sgstPaise);
  const igstPaise = sum((line) => line.igstPaise);
  return {
    lines: priced,
    labourPaise: sum((line) => line.labourPaise),
    materialPaise: sum((line) => line.materialPaise),
    taxablePaise,
    cgstPaise,
    sgstPaise,
    igstPaise,
    totalPaise: taxablePaise + cgstPaise + sgstPaise + igstPaise,
    byResponsibility,
    unpriced: priced.filter((line) => !line.price).map((line) => line.lineNo),
  };
}
