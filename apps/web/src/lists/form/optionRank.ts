/**
 * How well a choice's label matches typed text, best first: 0 the whole label, 1 the label starts
 * with it, 2 a word of the label starts with it, 3 it stands inside a word; undefined, no match.
 * Case is ignored, and so are spaces around the text.
 */
export function matchRank(label: string, typed: string): number | undefined {
  const text = typed.trim().toLowerCase();
  const name = label.toLowerCase();
  if (name === text) return 0;
  if (name.startsWith(text)) return 1;
  let at = name.indexOf(text);
  if (at < 0) return undefined;
  while (at >= 0) {
    if (!/[\p{L}\p{N}]/u.test(name[at - 1] ?? '')) return 2;
    at = name.indexOf(text, at + 1);
  }
  return 3;
}

/**
 * The choices matching typed text, best match first ('India' before 'British Indian Ocean
 * Territory'); choices that match alike keep their order. No text keeps every choice.
 */
export function rankOptions<Option extends { label: string }>(
  options: readonly Option[],
  typed: string,
): Option[] {
  if (typed.trim() === '') return [...options];
  return options
    .map((option, index) => ({ option, index, rank: matchRank(option.label, typed) }))
    .filter(
      (each): each is { option: Option; index: number; rank: number } => each.rank !== undefined,
    )
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((each) => each.option);
}
