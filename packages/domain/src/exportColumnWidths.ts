// What a character of the list's type takes across, in parts of the type size, a little over
// Roboto's own (capitals and digits about 0.62, small letters 0.5) so a word kept whole fits
// however its letters fall; bold a tenth more.
const WIDE = /[A-Z0-9@]/;
const BOLD = 1.1;
// Each cell's padding, left and right, which pdfmake adds to a column's width.
const CELL_PADDING = 8;
// Enough rows to know a column's values; a long list's widths are read off its first rows.
const MEASURED_ROWS = 2_000;
// Words up to this many capitals wide are kept whole; a longer one (an e-mail) wraps anywhere.
const WHOLE_WORD = 14;

/** How wide a text is set, in parts of the type size. */
const across = (text: string) => {
  let width = 0;
  for (const character of text) width += WIDE.test(character) ? 0.7 : 0.55;
  return width;
};

const longestWord = (text: string) => Math.max(0, ...text.split(/\s+/).map(across));

/**
 * Gives each column what it wants beyond its width, narrowest want first: each takes all it
 * wants while that is below an equal share of what is left, the rest share it equally. Answers
 * what is left.
 */
function share(widths: number[], wanted: readonly number[], left: number): number {
  const wants = wanted
    .map((width, column) => ({ more: Math.max(0, width - (widths[column] ?? 0)), column }))
    .sort((a, b) => a.more - b.more);
  let rest = left;
  for (const [done, { more, column }] of wants.entries()) {
    const given = Math.min(more, rest / (wants.length - done));
    widths[column] = (widths[column] ?? 0) + given;
    rest -= given;
  }
  return rest;
}

/**
 * The width of each column of a list's PDF table, in points, that together fill `pageWidth`
 * exactly, so no column runs off the page however many there are. The page is shared out in
 * rounds: first every header's longest word, then the values' words up to WHOLE_WORD letters
 * (a container number, a vessel's name), then each column's whole content; a column whose
 * content is longer than its share wraps inside it. What is left when all fits goes to the
 * `stretch` column.
 */
export function exportColumnWidths(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  options: { pageWidth: number; fontSize: number; stretch?: number },
): number[] {
  const { pageWidth, fontSize } = options;
  const measured = rows.slice(0, MEASURED_ROWS);
  const heading = header.map((title) => Math.max(1, longestWord(title)) * BOLD);
  const words = header.map((_, column) => {
    let word = 0;
    for (const row of measured) word = Math.max(word, longestWord(row[column] ?? ''));
    return Math.max(heading[column] ?? 0, Math.min(word, WHOLE_WORD * 0.7));
  });
  const whole = header.map((title, column) => {
    let longest = 0;
    for (const row of measured) longest = Math.max(longest, across(row[column] ?? ''));
    return Math.max(words[column] ?? 0, across(title) * BOLD, longest);
  });
  const widths = new Array<number>(header.length).fill(0);
  let left = pageWidth - header.length * CELL_PADDING;
  for (const round of [heading, words, whole])
    left = share(
      widths,
      round.map((characters) => characters * fontSize),
      left,
    );
  const stretch = options.stretch ?? 0;
  if (left > 0 && stretch < widths.length) widths[stretch] = (widths[stretch] ?? 0) + left;
  return widths;
}
