export type CsvCell = string | number | boolean | null | undefined;

// Spreadsheets run text that starts with these as a formula; a leading quote keeps it text. A
// minus starts one too ('-2+3+cmd|…' runs a command), unless the whole text is a plain number.
const FORMULA_START = /^[=+@\t\r-]/;
const NEGATIVE_NUMBER = /^-(\d+\.?\d*|\.\d+)$/;

const runsAsFormula = (text: string) => FORMULA_START.test(text) && !NEGATIVE_NUMBER.test(text);

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && runsAsFormula(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * RFC 4180 CSV with a UTF-8 byte order mark, so Excel opens non-ASCII names correctly.
 * @example toCsv(['Name'], [['MSC "Ruby"']]) // '\uFEFFName\r\n"MSC ""Ruby"""\r\n'
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Reads CSV text (RFC 4180, with or without a byte order mark) into rows of cells; quoted cells
 * may hold commas, quotes and line breaks.
 * @example parseCsv('\uFEFFName\r\n"MSC ""Ruby"""\r\n') // [['Name'], ['MSC "Ruby"']]
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i];
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[i + 1] === '\n') i += 1;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}
