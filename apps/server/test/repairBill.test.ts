import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  api,
  BILL_MESSAGES,
  REPAIR_BILL_MESSAGES,
  type RESPONSIBILITY_CODES,
} from '@quaybook/contract';
import { REPAIR_SERVICE } from '@quaybook/domain';
import { Ajv } from 'ajv';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  changeHistory,
  companies,
  documentSequences,
  estimateLines,
  estimates,
  inspections,
  repairBillLines,
  repairBills,
} from '../src/db/schema';
import schema from '../src/documents/writers/eInvoiceJson.schema.json' with { type: 'json' };
import { COMPANY_GSTIN, INTRA_GSTIN, pdfText, useBillApp } from './support/billWorld';
import { expectFailure } from './support/call';
import { item, specCall } from './support/specClient';

const w = useBillApp();
const app = () => w.context.app;
const db = () => w.context.t.db;
const validate = new Ajv({ allErrors: true }).compile(schema);

type World = Awaited<ReturnType<typeof w.billWorld>>;
type Status = (typeof estimates.$inferSelect)['status'];
type Responsibility = (typeof RESPONSIBILITY_CODES)[number];

/** A decided estimate line: its labour and material, who pays, and the line's decision. */
interface Decided {
  who: Responsibility;
  labour: number;
  material: number;
  /** 1 approved, 0 rejected. */
  approved: 0 | 1;
  /** Approved at a lower amount than labour and material. */
  lower?: number;
}

let estimateSequence = 0;

/**
 * An estimate of a new container's inspection in the state asked for, as the estimate calls
 * would leave it, with its decided lines: planted in the database, since this test proves the
 * bill, not the estimate.
 */
async function plantEstimate(world: World, status: Status, lines: Decided[]) {
  const inspected = await world.inspect(20);
  estimateSequence += 1;
  const amount = lines.reduce((sum, line) => sum + line.labour + line.material, 0);
  const [estimate] = await db()
    .insert(estimates)
    .values({
      companyId: world.user.companyId,
      estimateNo: `EOR/26-27/${String(estimateSequence).padStart(5, '0')}`,
      estimateDate: '2026-11-18',
      inspectionId: inspected.reportid,
      linkPartyId: world.party.id,
      status,
      labourRatePaise: 45_000,
      sac: REPAIR_SERVICE.sac,
      gstRateBasisPoints: REPAIR_SERVICE.gstRate,
      taxSlab: 2,
      labourPaise: lines.reduce((sum, line) => sum + line.labour, 0),
      materialPaise: lines.reduce((sum, line) => sum + line.material, 0),
      taxablePaise: amount,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: amount,
      repairedAt: status === 'repaired' ? '2026-11-20' : null,
    })
    .returning();
  if (!estimate) throw new Error('estimate not planted');
  await db()
    .insert(estimateLines)
    .values(
      lines.map((line, index) => ({
        companyId: world.user.companyId,
        estimateId: estimate.id,
        lineNo: index + 1,
        locationCode: 'DB1N',
        quantity: 1,
        pricedBy: 'hand' as const,
        labourPaise: line.labour,
        materialPaise: line.material,
        responsibility: line.who,
        approved: line.approved,
        approvedPaise: line.lower ?? null,
        repairedAt: status === 'repaired' && line.approved === 1 ? '2026-11-20' : null,
      })),
    );
  return { ...estimate, containerNumber: inspected.contnumber };
}

/**
 * Estimate one: U ₹1,875.00 approved whole, U ₹750.50 approved at ₹600.25, O ₹325.00, and a
 * rejected U line; the line pays ₹2,475.25. Estimate two: U ₹1,455.55 and T ₹650.00.
 */
const ESTIMATE_ONE: Decided[] = [
  { who: 'U', labour: 67_500, material: 120_000, approved: 1 },
  { who: 'U', labour: 45_000, material: 30_050, approved: 1, lower: 60_025 },
  { who: 'O', labour: 22_500, material: 10_000, approved: 1 },
  { who: 'U', labour: 10_000, material: 0, approved: 0 },
];
const ESTIMATE_TWO: Decided[] = [
  { who: 'U', labour: 90_000, material: 55_555, approved: 1 },
  { who: 'T', labour: 45_000, material: 20_000, approved: 1 },
];

const generate = (
  world: World,
  estimateIds: number[],
  query: Record<string, string | number> = {},
) =>
  specCall(app(), world.token, {
    method: 'GET',
    path: '/generate_repair_bill',
    query: { estimateid: estimateIds.join(','), billdate: '2026-11-22', chkround: 1, ...query },
  });

/** Every row a repair bill could write: a refusal leaves them as they were. */
async function repairWritten() {
  return {
    ...(await w.billWritten()),
    repairBills: await w.countOf(repairBills),
    repairBillLines: await w.countOf(repairBillLines),
    estimates: (await db().select().from(estimates)).map((e) => [e.id, e.status, e.repairBillId]),
    sequences: (await db().select().from(documentSequences)).map((s) => [s.series, s.lastValue]),
  };
}

/** The company's full address, for the e-invoice's seller. */
const addressCompany = (world: World) =>
  db()
    .update(companies)
    .set({ address: '12 Strand Road', city: 'Kolkata', pin: '700001' })
    .where(eq(companies.id, world.company.id));

describe('GET /api/generate_repair_bill', () => {
  it('bills two repaired estimates at what the line approved of its U lines, CGST + SGST to the paisa, rounded off', async () => {
    const world = await w.billWorld();
    const one = await plantEstimate(world, 'repaired', ESTIMATE_ONE);
    const two = await plantEstimate(world, 'repaired', ESTIMATE_TWO);

    const reply = await generate(world, [one.id, two.id]);
    expect(reply.statusCode, JSON.stringify(reply.body)).toBe(200);
    expect(item(reply, 0)).toBe(1);
    expect(item(reply, 1)).toBe(REPAIR_BILL_MESSAGES.generated);
    expect(item(reply, 3)).toEqual({ billno: 'RB/26-27/00001' });
    const filename = item(reply, 2) as string;

    // 2,475.25 × 9% = 222.7725 → 222.77; 1,455.55 × 9% = 130.9995 → 131.00, per line and tax.
    const listed = await specCall(app(), world.token, { method: 'GET', path: '/all_repair_bills' });
    expect(item(listed, 2)).toEqual([
      expect.objectContaining({
        billno: 'RB/26-27/00001',
        billdate: '2026-11-22',
        applicant: world.applicant.id,
        account: world.account.id,
        filename,
        isround: 1,
        taxslab: 2,
        taxable: 3930.8,
        cgst: 353.77,
        sgst: 353.77,
        igst: 0,
        total: 4638.34,
        roundoff: 0.34,
        payableamt: 4638,
        estimates: 2,
        containers: 2,
        gstin: INTRA_GSTIN,
        irn: null,
      }),
    ]);
    const [bill] = await db().select().from(repairBills);
    expect(bill).toMatchObject({ sac: '998719', roundOffPaise: -34, payablePaise: 463_800 });
    const lines = await db().select().from(repairBillLines).orderBy(repairBillLines.lineNo);
    expect(lines).toMatchObject([
      {
        lineNo: 1,
        estimateId: one.id,
        description: `Repair of ${one.containerNumber} (${one.estimateNo})`,
        quantity: 1,
        ratePaise: 247_525,
        amountPaise: 247_525,
        cgstPaise: 22_277,
        sgstPaise: 22_277,
        igstPaise: 0,
        totalPaise: 292_079,
      },
      {
        lineNo: 2,
        estimateId: two.id,
        description: `Repair of ${two.containerNumber} (${two.estimateNo})`,
        amountPaise: 145_555,
        cgstPaise: 13_100,
        sgstPaise: 13_100,
        totalPaise: 171_755,
      },
    ]);

    const charged = await specCall(app(), world.token, {
      method: 'GET',
      path: '/repair_bill_estimates',
      query: { billno: 'RB/26-27/00001' },
    });
    expect(item(charged, 2)).toEqual([
      expect.objectContaining({
        estimateno: one.estimateNo,
        containerno: one.containerNumber,
        status: 'billed',
        lineamt: 2475.25,
        owneramt: 325,
        thirdpartyamt: 0,
        billno: 'RB/26-27/00001',
      }),
      expect.objectContaining({
        estimateno: two.estimateNo,
        lineamt: 1455.55,
        owneramt: 0,
        thirdpartyamt: 650,
      }),
    ]);
    const billed = await db().select().from(estimates).orderBy(estimates.id);
    expect(billed.map((e) => [e.status, e.repairBillId])).toEqual([
      ['billed', bill?.id],
      ['billed', bill?.id],
    ]);
    const history = await db().select().from(changeHistory);
    expect(history.map((h) => [h.entity, h.action])).toEqual(
      expect.arrayContaining([
        ['repair-bill', 'created'],
        ['estimate', 'billed'],
        ['estimate', 'billed'],
      ]),
    );
  });

  it('numbers repair bills RB/26-27/00001 then 00002, apart from survey bills, and lists only what is left to bill', async () => {
    const world = await w.billWorld();
    const one = await plantEstimate(world, 'repaired', ESTIMATE_ONE);
    const two = await plantEstimate(world, 'repaired', ESTIMATE_TWO);
    const unbilled = await specCall(app(), world.token, {
      method: 'GET',
      path: '/unbilled_estimates',
      query: { applicant: world.applicant.id, account: world.account.id },
    });
    expect((item(unbilled, 2) as { estimateno: string }[]).map((e) => e.estimateno)).toEqual([
      one.estimateNo,
      two.estimateNo,
    ]);
    expect(item(unbilled, 2)).toEqual([
      expect.objectContaining({ lineamt: 2475.25, owneramt: 325, thirdpartyamt: 0 }),
      expect.objectContaining({ lineamt: 1455.55, owneramt: 0, thirdpartyamt: 650 }),
    ]);

    expect(item(await generate(world, [one.id], { chkround: 0 }), 3)).toEqual({
      billno: 'RB/26-27/00001',
    });
    const left = await specCall(app(), world.token, {
      method: 'GET',
      path: '/unbilled_estimates',
      query: { applicant: world.applicant.id },
    });
    expect((item(left, 2) as { estimateno: string }[]).map((e) => e.estimateno)).toEqual([
      two.estimateNo,
    ]);
    expect(item(await generate(world, [two.id]), 3)).toEqual({ billno: 'RB/26-27/00002' });
    const [first] = await db()
      .select()
      .from(repairBills)
      .where(eq(repairBills.billNo, 'RB/26-27/00001'));
    // Not rounded: 2,475.25 + 222.77 × 2 = 2,920.79 payable as it is.
    expect(first).toMatchObject({ roundOff: false, roundOffPaise: 0, payablePaise: 292_079 });

    const noParty = await specCall(app(), world.token, {
      method: 'GET',
      path: '/unbilled_estimates',
    });
    expect(expectFailure(noParty, 400).message).toBe(REPAIR_BILL_MESSAGES.selectParty);
  });

  it('prints the bill as a rule-46 tax invoice with its SAC, and the owner’s and third party’s lines apart', async () => {
    const world = await w.billWorld();
    const one = await plantEstimate(world, 'repaired', ESTIMATE_ONE);
    const two = await plantEstimate(world, 'repaired', ESTIMATE_TWO);
    const filename = item(await generate(world, [one.id, two.id]), 2) as string;
    const pdf = await w.download(api.repairBill.pdf.path, { filename }, world.token);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-disposition']).toContain('RB-26-27-00001.pdf');
    const text = await pdfText(pdf.bytes);
    for (const shown of [
      'TAX INVOICE',
      'RB/26-27/00001',
      COMPANY_GSTIN,
      INTRA_GSTIN,
      '998719',
      // The description column wraps the estimate number under the container.
      `Repair of ${one.containerNumber}`,
      `(${one.estimateNo})`,
      `Repair of ${two.containerNumber}`,
      `(${two.estimateNo})`,
      '2,475.25',
      '1,455.55',
      '3,930.80',
      '353.77',
      '4,638.34',
      '4,638.00',
      'Not charged to the line',
      'Owner ₹325.00',
      'Third party ₹0.00',
      'Owner ₹0.00',
      'Third party ₹650.00',
    ])
      expect(text).toContain(shown);
    // The owner's and third party's amounts are in no total: the taxable value is the U lines'.
    expect(text).not.toContain('4,905.80');

    // Kept beside the test run, to be looked at: pdftoppm -png -r 70.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'repair-bill-'));
    writeFileSync(path.join(dir, 'bill.pdf'), pdf.bytes);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '70',
      path.join(dir, 'bill.pdf'),
      path.join(dir, 'page'),
    ]);
    expect(execFileSync('ls', [dir]).toString()).toContain('page-1.png');
  });

  it('gives the repair bill as INV-01 JSON under its RB number, and registers its IRN', async () => {
    const world = await w.billWorld();
    await addressCompany(world);
    const one = await plantEstimate(world, 'repaired', ESTIMATE_ONE);
    const two = await plantEstimate(world, 'repaired', ESTIMATE_TWO);
    await generate(world, [one.id, two.id]);
    const file = await w.download(
      api.bill.eInvoice.path,
      { billno: 'RB/26-27/00001' },
      world.token,
    );
    expect(file.statusCode, file.bytes.toString()).toBe(200);
    expect(file.headers['content-disposition']).toContain('EINV-RB-26-27-00001.json');
    const document = JSON.parse(file.bytes.toString('utf8'));
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(document).toMatchObject({
      DocDtls: { Typ: 'INV', No: 'RB/26-27/00001', Dt: '22/11/2026' },
      SellerDtls: { Gstin: COMPANY_GSTIN, Pin: 700001 },
      BuyerDtls: { Gstin: INTRA_GSTIN, Pos: '19' },
      ValDtls: { AssVal: 3930.8, CgstVal: 353.77, SgstVal: 353.77, IgstVal: 0, TotInvVal: 4638 },
    });
    expect(
      document.ItemList.map((line: { HsnCd: string; AssAmt: number }) => [line.HsnCd, line.AssAmt]),
    ).toEqual([
      ['998719', 2475.25],
      ['998719', 1455.55],
    ]);

    const irn = 'b'.repeat(64);
    const saved = await specCall(app(), world.token, {
      method: 'POST',
      path: '/save_bill_irn',
      json: {
        billno: 'RB/26-27/00001',
        irn,
        ackno: '112010000000001',
        ackdt: '2026-11-23 10:00:00',
      },
    });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    const [bill] = await db().select().from(repairBills);
    expect(bill).toMatchObject({ irn, ackNo: '112010000000001' });
    const reprinted = await w.download(
      api.repairBill.pdf.path,
      { filename: item(saved, 2) as string },
      world.token,
    );
    expect(await pdfText(reprinted.bytes)).toContain(irn);
  });

  it('refuses estimates not repaired, already billed, of another party or another company, naming them, and writes nothing', async () => {
    const world = await w.billWorld();
    const repaired = await plantEstimate(world, 'repaired', ESTIMATE_ONE);
    const approved = await plantEstimate(world, 'approved', ESTIMATE_TWO);
    const sent = await plantEstimate(world, 'sent', ESTIMATE_TWO);
    const before = await repairWritten();

    const notRepaired = await generate(world, [repaired.id, approved.id, sent.id]);
    expect(expectFailure(notRepaired, 400).message).toBe(
      REPAIR_BILL_MESSAGES.notRepaired(`${approved.estimateNo}, ${sent.estimateNo}`),
    );
    expect(await repairWritten()).toEqual(before);

    // Another party of the same company: its own applicant and account.
    const otherParty = await w.made.createParty(world.user);
    const theirs = await plantEstimate(world, 'repaired', ESTIMATE_TWO);
    await db()
      .update(inspections)
      .set({ applicantId: otherParty.applicant.id, accountId: otherParty.account.id })
      .where(eq(inspections.id, theirs.inspectionId));
    const mixedBefore = await repairWritten();
    const mixed = await generate(world, [repaired.id, theirs.id]);
    expect(expectFailure(mixed, 400).message).toBe(REPAIR_BILL_MESSAGES.oneParty);
    expect(await repairWritten()).toEqual(mixedBefore);

    const stranger = await w.billWorld();
    const strangers = await plantEstimate(stranger, 'repaired', ESTIMATE_TWO);
    const strangerBefore = await repairWritten();
    const across = await generate(world, [repaired.id, strangers.id]);
    expect(expectFailure(across, 404).message).toBe(REPAIR_BILL_MESSAGES.estimateNotFound);
    expect(await repairWritten()).toEqual(strangerBefore);

    expect(item(await generate(world, [repaired.id]), 3)).toEqual({ billno: 'RB/26-27/00001' });
    const billedBefore = await repairWritten();
    const again = await generate(world, [repaired.id]);
    expect(expectFailure(again, 409).message).toBe(
      REPAIR_BILL_MESSAGES.alreadyBilled(repaired.estimateNo),
    );
    expect(await repairWritten()).toEqual(billedBefore);
    const [stillOne] = await db()
      .select()
      .from(documentSequences)
      .where(
        and(eq(documentSequences.companyId, world.company.id), eq(documentSequences.series, 'RB')),
      );
    expect(stillOne?.lastValue).toBe(1);
  });

  it('refuses a repaired estimate whose line approved nothing of its own lines, and a missing or future bill date', async () => {
    const world = await w.billWorld();
    const ownersOnly = await plantEstimate(world, 'repaired', [
      { who: 'O', labour: 10_000, material: 5_000, approved: 1 },
    ]);
    const before = await repairWritten();
    expect(expectFailure(await generate(world, [ownersOnly.id]), 400).message).toBe(
      REPAIR_BILL_MESSAGES.nothingCharged(ownersOnly.estimateNo),
    );
    expect(
      expectFailure(await generate(world, [ownersOnly.id], { billdate: '' }), 400).message,
    ).toBe(BILL_MESSAGES.insertReportDate);
    expect(
      expectFailure(await generate(world, [ownersOnly.id], { billdate: '2099-01-01' }), 400)
        .message,
    ).toBe(REPAIR_BILL_MESSAGES.billDateAfterToday);
    expect(expectFailure(await generate(world, []), 400).fields.estimateid).toContain(
      REPAIR_BILL_MESSAGES.selectEstimate,
    );
    expect(await repairWritten()).toEqual(before);
  });
});
