import { BILL_MESSAGES } from '@quaybook/contract';
import { Ajv } from 'ajv';
import addFormatsPlugin from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { partyAddress } from '../../features/billing/invoiceParties';
import { EInvoiceRefusal, eInvoiceJson, eInvoiceOf } from './eInvoiceJson';
import schema from './eInvoiceJson.schema.json' with { type: 'json' };
import { invoiceOf } from './taxInvoice.fixtures';

const addFormats = addFormatsPlugin as unknown as (ajv: Ajv) => Ajv;
const validate = addFormats(new Ajv({ allErrors: true })).compile(schema);

/** The document as it travels: written to JSON text and read back. */
const travelled = async (invoice: ReturnType<typeof invoiceOf>) =>
  JSON.parse((await eInvoiceJson.write(invoice)).toString('utf8'));

const expectValid = (document: unknown) => {
  const valid = validate(document);
  expect(validate.errors ?? []).toEqual([]);
  expect(valid).toBe(true);
};

describe('eInvoiceJson', () => {
  it('writes an intra-State bill as a B2B e-invoice with CGST and SGST, valid under INV-01 1.1', async () => {
    const document = await travelled(invoiceOf('intra'));
    expectValid(document);
    expect(document).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: { Typ: 'INV', No: 'SB/26-27/00017', Dt: '23/11/2026' },
      SellerDtls: {
        Gstin: '19AABCE1234F1Z5',
        LglNm: 'Eastern Marine Surveyors Pvt Ltd',
        Addr1: '12 Strand Road, 3rd Floor',
        Loc: 'Kolkata',
        Pin: 700001,
        Stcd: '19',
      },
      BuyerDtls: { Gstin: '19AAACH5678K1ZQ', Pos: '19', Stcd: '19', Pin: 700001 },
      ValDtls: {
        AssVal: 4984.83,
        CgstVal: 448.64,
        SgstVal: 448.64,
        IgstVal: 0,
        RndOffAmt: -0.11,
        TotInvVal: 5882,
      },
    });
    expect(document.ItemList[0]).toEqual({
      SlNo: '1',
      PrdDesc: "20' IMPORT DESTUFF - survey",
      IsServc: 'Y',
      HsnCd: '998346',
      Qty: 3,
      Unit: 'OTH',
      UnitPrice: 750.5,
      TotAmt: 2251.5,
      AssAmt: 2251.5,
      GstRt: 18,
      IgstAmt: 0,
      CgstAmt: 202.64,
      SgstAmt: 202.64,
      TotItemVal: 2656.78,
    });
  });

  it('writes an inter-State bill with IGST only and the place of supply of the recipient', async () => {
    const document = await travelled(invoiceOf('inter'));
    expectValid(document);
    expect(document.BuyerDtls).toMatchObject({ Gstin: '27AAPFU0939F1ZV', Pos: '27', Stcd: '27' });
    expect(document.ValDtls).toEqual({
      AssVal: 4984.83,
      CgstVal: 0,
      SgstVal: 0,
      IgstVal: 897.27,
      RndOffAmt: -0.1,
      TotInvVal: 5882,
    });
  });

  it('writes an export under LUT as EXPWOP to an unregistered buyer outside India, at 0%', async () => {
    const document = await travelled(invoiceOf('export'));
    expectValid(document);
    expect(document.TranDtls.SupTyp).toBe('EXPWOP');
    expect(document.BuyerDtls).toMatchObject({ Gstin: 'URP', Pos: '96', Stcd: '96', Pin: 999999 });
    expect(document.ItemList.map((item: { GstRt: number }) => item.GstRt)).toEqual([0, 0, 0]);
    expect(document.ValDtls.IgstVal).toBe(0);
  });

  it('gives every amount to the paisa, however large', () => {
    const invoice = { ...invoiceOf('intra'), taxablePaise: 999_999_999_999, payablePaise: 10 };
    const document = eInvoiceOf(invoice) as { ValDtls: { AssVal: number; TotInvVal: number } };
    expect(JSON.stringify(document.ValDtls.AssVal)).toBe('9999999999.99');
    expect(document.ValDtls.TotInvVal).toBe(0.1);
  });

  it('is caught by the schema when a document breaks it', async () => {
    const document = await travelled(invoiceOf('intra'));
    document.DocDtls.Dt = '2026-11-23';
    delete document.SellerDtls.Pin;
    document.ItemList[0].HsnCd = '99';
    expect(validate(document)).toBe(false);
    const paths = (validate.errors ?? []).map((error) => error.instancePath);
    expect(paths).toEqual(
      expect.arrayContaining(['/DocDtls/Dt', '/SellerDtls', '/ItemList/0/HsnCd']),
    );
  });

  it('refuses a Non-GST bill, a recipient without GSTIN and a company without a PIN', () => {
    expect(() => eInvoiceOf(invoiceOf('none'))).toThrow(EInvoiceRefusal);
    const unregistered = invoiceOf('inter');
    unregistered.recipient = { ...unregistered.recipient, gstin: null };
    expect(() => eInvoiceOf(unregistered)).toThrow('Konkan Shipping Agencies has no GSTIN.');
    const noPin = invoiceOf('intra');
    noPin.supplier = {
      ...noPin.supplier,
      ...partyAddress({ street: '12 Strand Road', place: 'Kolkata', pin: null }),
    };
    expect(() => eInvoiceOf(noPin)).toThrow(BILL_MESSAGES.companyNoPin(noPin.supplier.name));
  });

  it("takes the seller's PIN from the company's PIN only, and a buyer's also from its address", async () => {
    const invoice = invoiceOf('intra');
    invoice.supplier = {
      ...invoice.supplier,
      ...partyAddress({ street: '12 Strand Road', place: 'Kolkata 700001', pin: null }),
    };
    expect(() => eInvoiceOf(invoice)).toThrow(BILL_MESSAGES.companyNoPin(invoice.supplier.name));
    invoice.supplier = {
      ...invoice.supplier,
      ...partyAddress({ street: '12 Strand Road', place: 'Kolkata', pin: '700001' }),
    };
    invoice.recipient = {
      ...invoice.recipient,
      ...partyAddress({ street: '7 Brabourne Road', place: 'Kolkata - 700069', pin: null }),
    };
    const document = JSON.parse((await eInvoiceJson.write(invoice)).toString('utf8'));
    expectValid(document);
    expect(document.SellerDtls).toMatchObject({ Loc: 'Kolkata', Pin: 700001 });
    expect(document.BuyerDtls).toMatchObject({ Loc: 'Kolkata', Pin: 700069 });
  });

  it('splits a long street address into Addr1 and Addr2 at a comma, each within 100 characters', async () => {
    const invoice = invoiceOf('intra');
    const street = `Unit 4, ${'Block B, '.repeat(11)}Hide Road Industrial Estate`;
    invoice.supplier = {
      ...invoice.supplier,
      ...partyAddress({ street: `${street}\nGarden Reach`, place: 'Kolkata', pin: '700024' }),
    };
    const document = JSON.parse((await eInvoiceJson.write(invoice)).toString('utf8'));
    expectValid(document);
    const { Addr1, Addr2 } = document.SellerDtls;
    expect(Addr1.length).toBeLessThanOrEqual(100);
    expect(Addr1.endsWith('Block B')).toBe(true);
    expect(Addr2).toBe('Block B, Hide Road Industrial Estate, Garden Reach');
    expect(`${Addr1}, ${Addr2}`).toBe(`${street}, Garden Reach`);
  });
});
