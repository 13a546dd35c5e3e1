// An invoice's total in words, as Indian invoices write it (rule 46 asks for the total; accounts
// departments expect it in words too): lakh and crore, not million.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0–99 in words; '' for 0. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = ONES[n % 10];
  return `${TENS[Math.trunc(n / 10)]}${ones ? ` ${ones}` : ''}`;
}

/** 0–999 in words; '' for 0. */
function belowThousand(n: number): string {
  const hundreds = Math.trunc(n / 100);
  const rest = belowHundred(n % 100);
  if (!hundreds) return rest;
  return `${ONES[hundreds]} Hundred${rest ? ` ${rest}` : ''}`;
}

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function numberInWords(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`${n} is not a whole amount`);
  if (n === 0) return 'Zero';
  const crore = Math.trunc(n / 10_000_000);
  const lakh = Math.trunc((n % 10_000_000) / 100_000);
  const thousand = Math.trunc((n % 100_000) / 1_000);
  const rest = n % 1_000;
  const parts = [
    // Past 99 crore the crores are themselves counted in Indian words: 'One Hundred Crore'.
    crore ? `${numberInWords(crore)} Crore` : '',
    lakh ? `${belowHundred(lakh)} Lakh` : '',
    thousand ? `${belowHundred(thousand)} Thousand` : '',
    belowThousand(rest),
  ];
  return parts.filter(Boolean).join(' ');
}

/**
 * Paise as an invoice writes its total in words.
 * @example rupeesInWords(12345678) // 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'
 */
export function rupeesInWords(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`${paise} is not paise`);
  const rupees = Math.trunc(paise / 100);
  const fraction = paise % 100;
  const words = `Rupees ${numberInWords(rupees)}`;
  return fraction ? `${words} and ${belowHundred(fraction)} Paise Only` : `${words} Only`;
}
