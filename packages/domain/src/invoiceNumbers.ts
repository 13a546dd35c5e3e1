// Tax invoice numbers (CGST Rules, rule 46; domain.md §4.2): one consecutive series per
// financial year (1 April – 31 March), at most 16 characters of letters, digits, '-' and '/'.

/** Letters, digits, '-' and '/', 1 to 16 of them. */
export const INVOICE_NUMBER_PATTERN = /^[A-Za-z0-9/-]{1,16}$/;

export const isInvoiceNumber = (text: string) => INVOICE_NUMBER_PATTERN.test(text);

/** The financial year a day (yyyy-mm-dd) falls in: its first calendar year and its '26-27' label. */
export function financialYear(isoDay: string): { start: number; label: string } {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(isoDay);
  if (!match) throw new RangeError(`${isoDay} is not a day written yyyy-mm-dd`);
  const year = Number(match[1]);
  const start = Number(match[2]) >= 4 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return { start, label: `${two(start)}-${two(start + 1)}` };
}

/**
 * The invoice number of the `sequence`-th bill of a series in the financial year of `isoDay`.
 * @example invoiceNumber('KOL', '2026-11-23', 17) // 'KOL/26-27/00017'
 */
export function invoiceNumber(series: string, isoDay: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`An invoice sequence starts at 1, not ${sequence}`);
  const number = `${series}/${financialYear(isoDay).label}/${String(sequence).padStart(5, '0')}`;
  if (!isInvoiceNumber(number))
    throw new RangeError(
      `${number} is not a valid invoice number: at most 16 letters, digits, '-' and '/'`,
    );
  return number;
}
