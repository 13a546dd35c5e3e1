// The UNOA character set (ISO 9735 level A, domain.md §2.1) that every interchange we write
// declares in UNB: capital Latin letters, digits, the space and . , - ( ) / = ' + : ? ! " % & * ; < >.
// Nothing outside it may travel: a line's translator refuses the interchange, or garbles the value.

const OUTSIDE_UNOA = /[^A-Z0-9 .,\-()/='+:?!"%&*;<>]/g;

/** Letters that no decomposition takes back to a base letter: written as their usual spelling. */
const LETTERS: Readonly<Record<string, string>> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
  ſ: 'S',
};

/** Punctuation whose meaning the set keeps under another sign. */
const PUNCTUATION: Readonly<Record<string, string>> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '‛': "'",
  '′': "'",
  '`': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '″': '"',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '–': '-',
  '—': '-',
  '−': '-',
  _: '-',
  '[': '(',
  ']': ')',
  '{': '(',
  '}': ')',
  '×': 'X',
};

const SPELLING: Readonly<Record<string, string>> = { ...LETTERS, ...PUNCTUATION };

/**
 * A value as UNOA can carry it: accents and compatibility forms taken back to their base letter
 * (é → E, ﬁ → FI), the letters and punctuation without one spelt as usual (ß → SS, ’ → '),
 * upper case, and anything else — `@`, `|`, `#`, other scripts, control characters — a space.
 * The separators `' + : ?` are in the set; the writer releases them after this.
 * @example unoaText("Café d'Or @ Kolkata|1") // "CAFE D'OR   KOLKATA 1"
 */
export function unoaText(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|[_`[\]{}]/gu, (character) => SPELLING[character] ?? character)
    .toUpperCase()
    .replace(OUTSIDE_UNOA, ' ');
}
