import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, partyRates } from '../src/db/schema';
import { pdfText, useBillApp } from './support/billWorld';
import { item, specCall } from './support/specClient';

// Money end to end as a client written from the spec alone sends and reads it: a rate typed in
// rupees, the answers it reads in rupees, and the documents it opens.

const w = useBillApp();
const app = () => w.context.app;
const db = () => w.context.t.db;

/** The words of a PDF's text, so column spacing does not matter. */
const squeezed = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('A party rate of 1500 bills ₹1,500.00, to the paisa, in the answer, the PDF and the e-invoice JSON', () => {
  it('rates, inspects, reports and bills one 20-foot container of the movement', async () => {
    const world = await w.billWorld();
    // The company's address with the PIN code the e-invoice portal asks for.
    await db()
      .update(companies)
      .set({ address: '12 Strand Road, 3rd Floor', city: 'Kolkata', pin: '700001' })
      .where(eq(companies.id, world.company.id));
    const { token } = world;

    const created = await specCall(app(), token, {
      method: 'POST',
      path: '/create_partyrate',
      json: {
        applicantid: world.applicant.id,
        accountid: world.account.id,
        movementid: world.movement.id,
        size: 20,
        rate: 1500,
      },
    });
    expect(item(created, 0), JSON.stringify(created.body)).toBe(1);
    expect((await db().select().from(partyRates))[0]?.ratePaise).toBe(150_000);

    const inspected = await world.inspect(20);
    const reported = await specCall(app(), token, {
      method: 'GET',
      path: '/generate_report',
      query: { reportid: [inspected.reportid], rptdate: '2026-11-21', rpttype: 1 },
    });
    expect(item(reported, 0), JSON.stringify(reported.body)).toBe(1);
    const unbilled = await specCall(app(), token, {
      method: 'GET',
      path: '/get_unbilled_reports',
      query: { applicant: world.applicant.id, account: world.account.id },
    });
    const [report] = item(unbilled, 2) as { reportid: number; rptno: string }[];
    if (!report) throw new Error('the report is not listed to bill');

    const generated = await specCall(app(), token, {
      method: 'GET',
      path: '/generate_bill',
      query: { reportid: [report.reportid], billdate: '2026-11-22', discount: 0, chkround: 1 },
    });
    expect(item(generated, 0), JSON.stringify(generated.body)).toBe(1);
    const filename = item(generated, 2) as string;

    // The answer: ₹1,500.00 taxable, CGST and SGST at 9% ₹135.00 each, ₹1,770.00 payable.
    const listed = await specCall(app(), token, {
      method: 'GET',
      path: '/all_bills',
      query: { applicant: world.applicant.id },
    });
    const [bill] = item(listed, 2) as Record<string, unknown>[];
    expect(bill).toMatchObject({
      billno: 'SB/26-27/00001',
      filename,
      taxable: 1500,
      cgst: 135,
      sgst: 135,
      igst: 0,
      roundoff: 0,
      payableamt: 1770,
    });
    const onReport = await specCall(app(), token, {
      method: 'GET',
      path: '/get_inspections_by_reportno',
      query: { reportno: report.rptno },
    });
    expect(item(onReport, 2)).toEqual([expect.objectContaining({ Rate: 1500 })]);
    const viewed = await specCall(app(), token, {
      method: 'GET',
      path: '/transactions',
      query: { contnumber: inspected.contnumber },
    });
    expect(item(viewed, 2)).toEqual([
      expect.objectContaining({ billno: 'SB/26-27/00001', Rate: 1500 }),
    ]);

    // The PDF, read back as text.
    const pdf = await w.download('/printbillpdf', { filename }, token);
    expect(pdf.statusCode).toBe(200);
    const text = squeezed(await pdfText(pdf.bytes));
    expect(text).toMatch(/ 1 Survey — 20' .* 998346 1 Cntr 1,500.00 1,500.00 135.00 135.00\n/);
    expect(text).toContain('Taxable value 1,500.00');
    expect(text).toContain('CGST @ 9% 135.00');
    expect(text).toContain('SGST @ 9% 135.00');
    expect(text).toContain('Amount payable (₹) 1,770.00');
    expect(text).toContain('Rupees One Thousand Seven Hundred Seventy Only');
    // The annexure charges the container at its rate.
    expect(text).toMatch(new RegExp(`1 ${inspected.contnumber} 20' .* ${report.rptno} 1,500.00`));

    // The e-invoice JSON the portal takes.
    const eInvoice = await w.download('/bill_einvoice', { billno: 'SB/26-27/00001' }, token);
    expect(eInvoice.statusCode, eInvoice.bytes.toString()).toBe(200);
    const document = JSON.parse(eInvoice.bytes.toString('utf8'));
    expect(document.ItemList).toEqual([
      expect.objectContaining({
        Qty: 1,
        UnitPrice: 1500,
        TotAmt: 1500,
        AssAmt: 1500,
        CgstAmt: 135,
        SgstAmt: 135,
        IgstAmt: 0,
        TotItemVal: 1770,
      }),
    ]);
    expect(document.ValDtls).toEqual({
      AssVal: 1500,
      CgstVal: 135,
      SgstVal: 135,
      IgstVal: 0,
      RndOffAmt: 0,
      TotInvVal: 1770,
    });
  });
});
