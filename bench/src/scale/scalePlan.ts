/**
 * How big a seeded company is: `1m` is a year of a busy depot (1,000,000 inspections), `100k` a
 * tenth of every count, any `Nk` or `Nm` in proportion; `10m` is ten years of the 1m depot. Counts that would fall below what the
 * company's shape needs (parties distinct on a call, containers distinct on a call) keep a floor.
 */
export interface ScalePlan {
  /** The scale as written ('1m', '100k'). */
  label: string;
  /** Inspections over 1,000,000. */
  factor: number;
  /**
   * The days the calls berth over, up to today: a year at 1m and below, and a year for each
   * million beyond (10m is ten years of the same busy depot).
   */
  days: number;
  vessels: number;
  calls: number;
  parties: number;
  containers: number;
  inspections: number;
  reports: number;
  shippingBills: number;
  misBills: number;
  clearingAgents: number;
}

/** Parties on each call: one of the ten big lines and four smaller ones. */
export const PARTIES_PER_CALL = 5;
/** Inspections of one party on one call. */
export const PER_PAIR = 100;
/** Reports of one party on one call, each of REPORT_SIZE inspections; the rest stay unreported. */
export const REPORTS_PER_PAIR = 5;
export const REPORT_SIZE = 19;
/** The big lines: each is slot 0 of every tenth call. */
export const BIG_LINES = 10;
/** Calls berthed in the last this many days are not billed yet. */
export const UNBILLED_DAYS = 20;

const FULL = 1_000_000;

/** The factor of a scale text: '1m' → 1, '100k' → 0.1, '2.5m' → 2.5. */
export function scaleFactor(text: string): number {
  const match = /^(\d+(?:\.\d+)?)([km])$/i.exec(text.trim());
  const amount = Number(match?.[1]);
  if (!match || !(amount > 0))
    throw new Error(`scale must be a count of inspections such as 1m, 100k or 5k, not '${text}'`);
  const inspections = amount * (match[2]?.toLowerCase() === 'm' ? 1_000_000 : 1_000);
  if (inspections < 1_000) throw new Error(`scale must be at least 1k inspections, not '${text}'`);
  return inspections / FULL;
}

export function scalePlan(text: string): ScalePlan {
  const factor = scaleFactor(text);
  const count = (full: number, floor: number) => Math.max(floor, Math.round(full * factor));
  const calls = count(2_000, 1);
  const inspections = calls * PARTIES_PER_CALL * PER_PAIR;
  return {
    label: text.trim().toLowerCase(),
    factor,
    days: Math.round(365 * Math.max(1, factor)),
    vessels: count(500, 2),
    calls,
    // Slots 1–4 of a call take four consecutive parties after the big lines: at least four.
    parties: count(300, BIG_LINES + PARTIES_PER_CALL - 1),
    // A call's inspections are on distinct containers.
    containers: count(150_000, PARTIES_PER_CALL * PER_PAIR),
    inspections,
    reports: calls * PARTIES_PER_CALL * REPORTS_PER_PAIR,
    shippingBills: count(200_000, 20),
    misBills: count(2_000, 3),
    clearingAgents: count(60, 3),
  };
}
