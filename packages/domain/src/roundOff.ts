// A bill's round-off is kept inside as what rounding added to the total (`roundOffPaise` of
// `billTotals`, as the e-invoice's RndOffAmt states it too). Every answer, export and printed
// bill states it as the spec defines it (002 §9): the total minus the rounded total.

/**
 * The round-off as answers, exports and bills state it: the total minus the payable amount, so
 * positive when the total was rounded down and negative when it was rounded up.
 * @example roundOffStated(-40) // 40: ₹1,000.40 was rounded down to ₹1,000.00
 */
export function roundOffStated(addedPaise: number): number {
  return 0 - addedPaise;
}

/** A printed or shown round-off line: its sign in words, the amount without one. */
export interface RoundOffLine {
  label: 'Less: Round off' | 'Add: Round off' | 'Round off';
  paise: number;
}

/**
 * The round-off as a line no reader can misread: 'Less: Round off' when the total was rounded
 * down, 'Add: Round off' when up, from the stated round-off (total minus payable).
 * @example roundOffLine(40) // { label: 'Less: Round off', paise: 40 }
 */
export function roundOffLine(statedPaise: number): RoundOffLine {
  if (statedPaise > 0) return { label: 'Less: Round off', paise: statedPaise };
  if (statedPaise < 0) return { label: 'Add: Round off', paise: -statedPaise };
  return { label: 'Round off', paise: 0 };
}
