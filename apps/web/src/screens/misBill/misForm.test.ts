import { api, MIS_BILL_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import {
  emptyMisForm,
  isCommitted,
  type MisFormValues,
  misFormOf,
  misFormProblem,
  misRequest,
  misTaxMode,
  misTotals,
  stateCodeOf,
  withoutRow,
  withRowChanged,
} from './misForm';

const typed = (overrides: Partial<MisFormValues> = {}): MisFormValues => {
  const form = emptyMisForm(new Date(2026, 10, 20));
  const rows = withRowChanged(form.rows, 0, { billitem: 'Survey Fees', qty: '2', rate: '500.21' });
  return { ...form, applicantID: 7, rows, ...overrides };
};

describe('the MIS product grid', () => {
  it('commits a row only with a product, a quantity and a rate, none of them zero', () => {
    const row = emptyMisForm().rows[0];
    if (!row) throw new Error('no first row');
    expect(isCommitted({ ...row, billitem: 'Travelling', qty: '1', rate: '0.05' })).toBe(true);
    expect(isCommitted({ ...row, billitem: 'Travelling', qty: '0', rate: '5' })).toBe(false);
    expect(isCommitted({ ...row, billitem: 'Travelling', qty: '1', rate: '0' })).toBe(false);
    expect(isCommitted({ ...row, billitem: null, qty: '1', rate: '5' })).toBe(false);
    expect(isCommitted({ ...row, billitem: 'Travelling', qty: '1', rate: '1.005' })).toBe(false);
  });

  it('appends a row once every row is committed, and never removes the last one', () => {
    const form = emptyMisForm();
    const half = withRowChanged(form.rows, 0, { billitem: 'Survey Fees', qty: '2' });
    expect(half).toHaveLength(1);
    const whole = withRowChanged(half, 0, { rate: '100' });
    expect(whole).toHaveLength(2);
    expect(whole[1]?.unit).toBe('Cntr');
    expect(withoutRow(whole, 0)).toHaveLength(1);
    expect(withoutRow(withoutRow(whole, 0), 0)).toHaveLength(1);
  });
});

describe('the MIS bill priced on the page', () => {
  it('taxes within the state, across states, Non-GST and export as the server does', () => {
    expect(misTaxMode('19', stateCodeOf('19AABCS4321E1Z7', 27), typed())).toBe('intra');
    expect(misTaxMode('19', stateCodeOf(null, 27), typed())).toBe('inter');
    expect(misTaxMode('19', null, typed())).toBe('intra');
    expect(misTaxMode('19', '27', typed({ nonGstBill: true }))).toBe('none');
    expect(misTaxMode('19', '27', typed({ isExpBill: true }))).toBe('export');
  });

  it('works out 2 × ₹500.21 within the state to ₹1,180.50, payable ₹1,181.00 when rounded', () => {
    const totals = misTotals(typed({ isRound: true }), 'intra');
    expect(totals).toMatchObject({
      taxablePaise: 100042,
      cgstPaise: 9004,
      sgstPaise: 9004,
      totalPaise: 118050,
      roundOffPaise: 50,
      payablePaise: 118100,
    });
  });
});

describe('saving the MIS bill form', () => {
  it('asks the spec’s questions in order', () => {
    expect(misFormProblem(typed({ applicantID: null }))).toBe(MIS_BILL_MESSAGES.selectApplicant);
    expect(misFormProblem(typed({ billdate: '' }))).toBe(MIS_BILL_MESSAGES.selectDate);
    expect(misFormProblem(typed({ isReport: true }))).toBe(MIS_BILL_MESSAGES.selectReportDate);
    expect(misFormProblem(typed({ rows: emptyMisForm().rows }))).toBe(MIS_BILL_MESSAGES.addProduct);
    expect(misFormProblem(typed())).toBeNull();
  });

  it('sends committed lines in rupees as typed and reads a stored bill back into the form', () => {
    const values = typed({
      isReport: true,
      reportno: 'SR1',
      reportdate: '18/11/2026',
      isRound: true,
    });
    const { mismaster, misdetail } = misRequest(
      values,
      misTotals(values, 'intra'),
      'MIS/26-27/00001',
    );
    expect(mismaster[0]).toMatchObject({
      billno: 'MIS/26-27/00001',
      billdate: '2026-11-20',
      reportdate: '2026-11-18',
      isReport: 1,
      // ₹1,180.50 rounded up to ₹1,181.00: the total minus the rounded total.
      rndval: '-0.50',
      payableamt: '1181.00',
    });
    expect(misdetail).toEqual([
      {
        billitem: 'Survey Fees',
        qty: 2,
        rate: '500.21',
        unit: 'Cntr',
        amount: '1000.42',
        cgst: '90.04',
        sgst: '90.04',
        igst: '0.00',
      },
    ]);
    // What the page sends is what the save call's schema reads: the rate in paise once read.
    expect(api.misBill.save.body.parse({ mismaster, misdetail }).misdetail[0]?.rate).toBe(50021);
    const back = misFormOf(
      {
        autoid: 1,
        billno: 'MIS/26-27/00001',
        version: 3,
        applicantID: 7,
        accountID: null,
        state_id: 19,
        billdate: '2026-11-20',
        custrefno: null,
        isReport: 1,
        reportno: 'SR1',
        reportdate: '2026-11-18',
        isRound: 0,
        rndval: 0,
        payableamt: 118050,
        nonGstBill: 0,
        particulars: null,
        taxslab: 2,
        isExpBill: 0,
        taxable: 100042,
        cgst: 9004,
        sgst: 9004,
        igst: 0,
        total: 118050,
        filename: 'x.pdf',
      },
      [
        {
          billitem: 'Survey Fees',
          qty: 2,
          unit: 'Cntr',
          rate: 50021,
          amount: 100042,
          cgst: 9004,
          sgst: 9004,
          igst: 0,
        },
      ],
    );
    expect(back).toMatchObject({
      billdate: '20/11/2026',
      reportdate: '18/11/2026',
      isReport: true,
    });
    expect(back.rows.map((row) => row.rate)).toEqual(['500.21', '']);
  });
});
