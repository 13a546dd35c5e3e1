// Rules of a vessel call (VCN) shared by the list screen and the server.

export const SAIL_DATE_NEEDS_IS_SAIL = 'Sail Date can be set only when Is Sail is ticked.';

/**
 * A sail date says the vessel has sailed, so it is refused unless Is Sail is ticked; nothing is
 * cleared behind the user's back.
 * @example sailDateProblem({ IsSail: 0, SailDate: '2026-03-02' }) // SAIL_DATE_NEEDS_IS_SAIL
 */
export function sailDateProblem(call: {
  IsSail: number | boolean;
  SailDate: string | null | undefined;
}): string | undefined {
  const sailed = call.IsSail === true || call.IsSail === 1;
  return !sailed && call.SailDate ? SAIL_DATE_NEEDS_IS_SAIL : undefined;
}

/**
 * How a call is named in pick lists: the VCN with its vessel in brackets (spec 001 §2.5).
 * @example vcnDetail('KOL2026-114', 'MSC RUBY') // 'KOL2026-114 (MSC RUBY)'
 */
export function vcnDetail(vcnName: string, vesselName: string | null | undefined): string {
  return vesselName ? `${vcnName} (${vesselName})` : vcnName;
}
