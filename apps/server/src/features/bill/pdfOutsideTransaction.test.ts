import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { TaxInvoice } from '../../documents/writers/taxInvoice';
import { invoiceOf } from '../../documents/writers/taxInvoice.fixtures';
import type { InvoiceRenderer } from '../billing/invoicePdf';
import { withPdfRenderedOutside } from './pdfOutsideTransaction';

const textOf = (pdf: Uint8Array) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

/**
 * A bill change as the bill service runs one: each run builds its invoice (the next from
 * `invoices`), has `render` give its PDF as its transaction's last step, and "commits" what
 * it issued; a run that throws has committed nothing.
 */
function change(invoices: TaxInvoice[]) {
  const committed: Uint8Array[] = [];
  let runs = 0;
  const run = async (render: InvoiceRenderer) => {
    const invoice = invoices[runs] as TaxInvoice;
    runs += 1;
    const bytes = await render({ ...invoice, printedAt: new Date() });
    committed.push(bytes);
    return invoice.billNo;
  };
  return { run, committed, runs: () => runs };
}

describe('a bill change with its PDF rendered outside its transaction', () => {
  it('commits once, issuing the PDF of the invoice its rehearsal built', async () => {
    const same = invoiceOf('intra', { billNo: 'SB/26-27/00017' });
    const bill = change([same, same]);
    expect(await withPdfRenderedOutside(bill.run)).toBe('SB/26-27/00017');
    expect(bill.runs()).toBe(2);
    expect(bill.committed).toHaveLength(1);
    expect(textOf(bill.committed[0] as Uint8Array)).toContain('SB/26-27/00017');
  });

  it('prints the invoice of the run that commits when it differs from the rehearsal’s', async () => {
    // Another bill took number 17 between the rehearsal and the run that commits.
    const bill = change([
      invoiceOf('intra', { billNo: 'SB/26-27/00017' }),
      invoiceOf('intra', { billNo: 'SB/26-27/00018' }),
    ]);
    expect(await withPdfRenderedOutside(bill.run)).toBe('SB/26-27/00018');
    expect(bill.committed).toHaveLength(1);
    const text = textOf(bill.committed[0] as Uint8Array);
    expect(text).toContain('SB/26-27/00018');
    expect(text).not.toContain('SB/26-27/00017');
  });

  it('passes on a refusal of the rehearsal, running nothing more', async () => {
    let runs = 0;
    const refused = withPdfRenderedOutside(async () => {
      runs += 1;
      throw new Error('Report SR/26-27/00001 is already billed.');
    });
    await expect(refused).rejects.toThrow('already billed');
    expect(runs).toBe(1);
  });

  it('refuses a change that would commit without issuing its PDF', async () => {
    await expect(withPdfRenderedOutside(async () => 'no PDF')).rejects.toThrow(
      'committed without issuing its PDF',
    );
  });
});
