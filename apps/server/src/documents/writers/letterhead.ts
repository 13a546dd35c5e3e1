import type { Content } from 'pdfmake/interfaces';

// The look the company's own reports share (survey report, estimate of repair): its colours,
// the hairline grid of their tables, and the letterhead across the top of the first page.

export const INK = '#1c4e80';
export const MUTED = '#5c6b7a';
export const RULE = '#c3ccd8';

/** Tables in hairlines with tight padding, for dense rows. */
export const grid = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => RULE,
  vLineColor: () => RULE,
  paddingTop: () => 2,
  paddingBottom: () => 2,
  paddingLeft: () => 3,
  paddingRight: () => 3,
};

export interface LetterheadCompany {
  name: string;
  address: string[];
  gstin: string | null;
}

/** The company with its address and GSTIN on the left, the document's title and number right. */
export function letterhead(
  company: LetterheadCompany,
  title: string,
  number: string | null,
): Content {
  const heading: Content = {
    columns: [
      {
        width: '*',
        stack: [
          { text: company.name, fontSize: 15, bold: true, color: INK },
          ...company.address.map((line) => ({ text: line, fontSize: 8, color: MUTED })),
          company.gstin
            ? { text: `GSTIN: ${company.gstin}`, fontSize: 8, color: MUTED, bold: true }
            : '',
        ],
      },
      {
        width: 'auto',
        stack: [
          {
            text: title,
            fontSize: 14,
            bold: true,
            color: INK,
            characterSpacing: 0.5,
            alignment: 'right',
          },
          number ? { text: number, fontSize: 11, bold: true, alignment: 'right' } : { text: '' },
        ],
      },
    ],
  };
  // A one-cell table, for the rule under the letterhead across the page's width.
  return {
    table: { widths: ['*'], body: [[heading]] },
    layout: {
      hLineWidth: (index: number) => (index === 1 ? 1.2 : 0),
      vLineWidth: () => 0,
      hLineColor: () => INK,
      paddingLeft: () => 0,
      paddingRight: () => 0,
      paddingBottom: () => 6,
    },
    margin: [0, 0, 0, 8],
  };
}
