// What a repair bill charges of a repaired estimate: the line (responsibility U) pays what it
// approved; the owner's (O) and a third party's (T) lines are stated apart, never charged to it.
import type { Responsibility } from './repairEstimate';

/** An estimate line as decided and priced, as the repair bill reads it. */
export interface DecidedRepairLine {
  responsibility: Responsibility;
  /** 1 approved, 0 rejected, none while undecided. */
  approved: number | null;
  /** What was approved, before tax, when less than the line's amount. */
  approvedPaise: number | null;
  labourPaise: number | null;
  materialPaise: number | null;
}

/**
 * The approved amount of an approved line: what was approved at a lower amount, or else the
 * line's labour and material; nothing for a rejected or undecided line.
 * @example approvedAmount({ responsibility: 'U', approved: 1, approvedPaise: null, labourPaise: 67_500, materialPaise: 120_000 }) // 187_500
 */
export function approvedAmount(line: DecidedRepairLine): number {
  if (line.approved !== 1) return 0;
  return line.approvedPaise ?? (line.labourPaise ?? 0) + (line.materialPaise ?? 0);
}

/** An estimate's approved amounts by who pays, before tax, in paise. */
export function approvedByResponsibility(
  lines: readonly DecidedRepairLine[],
): Record<Responsibility, number> {
  const charged: Record<Responsibility, number> = { O: 0, U: 0, T: 0 };
  for (const line of lines) charged[line.responsibility] += approvedAmount(line);
  return charged;
}

/** A repair bill's line: "Repair of MSKU1234565 (EOR/26-27/00001)". */
export const repairBillLineText = (containerNumber: string, estimateNo: string): string =>
  `Repair of ${containerNumber} (${estimateNo})`;
