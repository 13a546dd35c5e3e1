export type CsvCell = string | number | boolean | null | undefined;

// Spreadsheets run text that starts with these as a formula; a leading quote keeps it text.
const FORMULA_START = /^[=+@\t\r]|^-(?![\d.])/;

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
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
