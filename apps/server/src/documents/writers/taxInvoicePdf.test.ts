import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { invoiceOf } from './taxInvoice.fixtures';
import { taxInvoicePdf } from './taxInvoicePdf';

const pagesOf = (pdf: Buffer): string[] =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
    .toString('utf8')
    .split('\f')
    .filter((page) => page.trim() !== '');

const textOf = async (invoice: ReturnType<typeof invoiceOf>) =>
  pagesOf(await taxInvoicePdf.write(invoice)).join('\n');

/** The words of a line of text, so column spacing does not matter. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('taxInvoicePdf', () => {
  it('prints every particular rule 46 asks of a tax invoice', async () => {
    const invoice = invoiceOf('intra');
    const text = squeezed(await textOf(invoice));
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain('Original for Recipient');
    expect(text).toContain('Eastern Marine Surveyors Pvt Ltd');
    expect(text).toContain('12 Strand Road, 3rd Floor');
    expect(text).toContain('GSTIN: 19AABCE1234F1Z5');
    expect(text).toContain('PAN: AABCE1234F');
    expect(text).toContain('Hooghly Container Lines');
    expect(text).toContain('GSTIN: 19AAACH5678K1ZQ');
    expect(text).toContain('Billed for (account): Maersk Line India');
    expect(text).toContain('Invoice No.: SB/26-27/00017');
    expect(text).toContain('Invoice Date: 23/11/2026');
    expect(text).toContain('Place of supply: West Bengal (Code 19)');
    expect(text).toContain('Reverse charge: No');
    expect(text).toContain('Reports: SR/26-27/00101, SR/26-27/00102');
    expect(text).toMatch(
      /1 20' IMPORT DESTUFF - survey 998346 3 Cntr 750.50 2,251.50 202.64 202.64/,
    );
    expect(text).toContain('Taxable value 4,984.83');
    expect(text).toContain('CGST @ 9% 448.64');
    expect(text).toContain('SGST @ 9% 448.64');
    expect(text).toContain('Total 5,882.11');
    expect(text).toContain('Less: Round off 0.11');
    expect(text).toContain('Amount payable (₹) 5,882.00');
    expect(text).toContain('Rupees Five Thousand Eight Hundred Eighty Two Only');
    expect(text).toContain('For Eastern Marine Surveyors Pvt Ltd');
    expect(text).toContain('Authorised Signatory');
    expect(text).toContain('Page 1 of 1');
    expect(text).not.toContain('IGST');
    expect(text).not.toContain('IRN');
  });

  it('states a repair bill’s owner and third-party amounts apart, after the totals, and nothing without them', async () => {
    const invoice = {
      ...invoiceOf('intra'),
      notCharged: [
        { reference: 'MSKU1234565 (EOR/26-27/00001)', ownerPaise: 32_500, thirdPartyPaise: 0 },
        { reference: 'TGHU7654321 (EOR/26-27/00002)', ownerPaise: 0, thirdPartyPaise: 1_25_050 },
        { reference: 'CAIU1111111 (EOR/26-27/00003)', ownerPaise: 0, thirdPartyPaise: 0 },
      ],
    };
    const text = squeezed(await textOf(invoice));
    expect(text).toContain('Not charged to the line');
    expect(text).toContain('MSKU1234565 (EOR/26-27/00001) Owner ₹325.00 Third party ₹0.00');
    expect(text).toContain('TGHU7654321 (EOR/26-27/00002) Owner ₹0.00 Third party ₹1,250.50');
    // An estimate with nothing apart is not listed; the totals stay the invoice's own.
    expect(text).not.toContain('CAIU1111111');
    expect(text).toContain('Taxable value 4,984.83');
    expect(text.indexOf('Amount payable')).toBeLessThan(text.indexOf('Not charged to the line'));
    expect(squeezed(await textOf(invoiceOf('intra')))).not.toContain('Not charged');
  });

  it('charges IGST 18% across states, in place of CGST and SGST, and prints the IRN once registered', async () => {
    const text = squeezed(await textOf(invoiceOf('inter', { irn: true })));
    expect(text).toContain('Place of supply: Maharashtra (Code 27)');
    expect(text).toMatch(/Taxable value IGST 18%/);
    expect(text).toContain('IGST @ 18% 897.27');
    expect(text).toContain('Less: Round off 0.10');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(text).toContain('IRN: a5c12dca80e743321740b001fd70953e8738d109865d28ba4013750f2046f229');
    expect(text).toContain('Ack No: 112010036563310');
    expect(text).toContain('Ack Date: 24/11/2026');
  });

  it('zero-rates an export under LUT and prints a bill of supply without tax columns', async () => {
    const exported = squeezed(await textOf(invoiceOf('export')));
    expect(exported).toContain('IGST @ 0% 0.00');
    expect(exported).toContain('Supply meant for export under LUT without payment of IGST');
    const nonGst = squeezed(await textOf(invoiceOf('none')));
    expect(nonGst).toContain('BILL OF SUPPLY');
    expect(nonGst).toContain('GSTIN: Unregistered');
    expect(nonGst).not.toMatch(/[CS]GST @|IGST @/);
    expect(nonGst).toContain('Add: Round off 0.17');
  });

  // How fast a 3,000-container bill prints is measured by `npm run bench`, not here.
  it('prints a bill of 300 containers with the annexure heading repeated on every page', async () => {
    const pages = pagesOf(await taxInvoicePdf.write(invoiceOf('intra', { containers: 300 })));
    expect(pages.length).toBeGreaterThan(5);
    expect(squeezed(pages[1] ?? '')).toContain('Annexure: Containers billed on SB/26-27/00017');
    for (const page of pages.slice(1)) {
      expect(squeezed(page)).toMatch(/Sl Container Size Movement Date Report No Rate/);
      expect(page).toMatch(/Page \d+ of \d+/);
    }
    const all = squeezed(pages.join('\n'));
    expect(all).toContain("1 MSCU0000001 20' IMPORT DESTUFF 02/11/2026 SR/26-27/00100 750.50");
    expect(all).toContain("300 MSCU0000300 40' EXPORT STUFF 02/11/2026 SR/26-27/00112 1,200.00");
    expect(all).toContain('300 containers');
  }, 40_000);
});
