import { CallError, type MisLineRow, type MisMasterRow } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import {
  initialMisBillState,
  type MisBillFormState,
  misFigures,
  misBillFormReducer as reduce,
  staleBillOf,
} from './misBillFormState';
import { emptyMisForm, type MisFormValues } from './misForm';
import { misCompared } from './misStale';

const KOLKATA_COMPANY = { company_gst: '19AAACQ1111Q1Z1', company_stateid: 19 };

const opened = (): MisFormValues => ({
  ...emptyMisForm(new Date(2026, 10, 20)),
  applicantID: 7,
  version: 3,
});

const typedLine = (state: MisBillFormState, index: number, qty: string, rate: string) =>
  reduce(state, { type: 'rowChanged', index, patch: { billitem: 'Survey Fees', qty, rate } });

const master = (overrides: Partial<MisMasterRow> = {}) =>
  ({
    billno: 'MIS/26-27/0001',
    applicantID: 7,
    accountID: null,
    billdate: '2026-11-20',
    custrefno: 'PO-7782',
    isReport: 0,
    reportno: null,
    reportdate: null,
    isRound: 0,
    nonGstBill: 0,
    isExpBill: 0,
    particulars: null,
    version: 4,
    ...overrides,
  }) as MisMasterRow;
const line = { billitem: 'Survey Fees', qty: 2, unit: 'Cntr', rate: 50_021 } as MisLineRow;

describe('the MIS bill’s figures', () => {
  it('taxes a line of the company’s own state with CGST and SGST, and prices only committed rows', () => {
    const state = typedLine(initialMisBillState(opened()), 0, '2', '500.21');
    const figures = misFigures(state.values, {
      company: KOLKATA_COMPANY,
      applicant: { gst_no: '19AAACB1234C1Z5', state_id: 19 },
    });
    expect(figures.mode).toBe('intra');
    expect(figures.totals).toMatchObject({ taxablePaise: 100_042, cgstPaise: 9_004, igstPaise: 0 });
    // The empty row the committed line added has no figures.
    expect(figures.lines.map((priced) => priced?.totalPaise)).toEqual([118_050, undefined]);
  });

  it('taxes an applicant of another state with IGST, and reads the company’s state from its GSTIN', () => {
    const state = typedLine(initialMisBillState(opened()), 0, '2', '500.21');
    const figures = misFigures(state.values, {
      company: { company_gst: '19AAACQ1111Q1Z1', company_stateid: 27 },
      applicant: { gst_no: '27AAACB9876D1Z2', state_id: 27 },
    });
    expect(figures.mode).toBe('inter');
    expect(figures.totals.igstPaise).toBe(18_008);
  });

  it('takes the signed-in user’s state when the company names none', () => {
    const values = opened();
    const parties = { company: { company_gst: null, company_stateid: null }, sessionState: 27 };
    expect(misFigures(values, { ...parties, applicant: { gst_no: null, state_id: 27 } }).mode).toBe(
      'intra',
    );
  });
});

describe('the MIS bill form', () => {
  it('says Invalid Date on leaving a date that is not one, and nothing for a blank one', () => {
    let state = reduce(initialMisBillState(opened()), {
      type: 'set',
      patch: { billdate: '31/02/2026' },
    });
    state = reduce(state, { type: 'dateLeft', key: 'billdate' });
    expect(state.invalid.billdate).toBe('Invalid Date');
    state = reduce(state, { type: 'set', patch: { billdate: ' ' } });
    expect(reduce(state, { type: 'dateLeft', key: 'billdate' }).invalid.billdate).toBeUndefined();
  });

  it('removes a row but never the last', () => {
    let state = typedLine(initialMisBillState(opened()), 0, '2', '500.21');
    expect(state.values.rows).toHaveLength(2);
    state = reduce(state, { type: 'rowRemoved', index: 0 });
    expect(state.values.rows).toHaveLength(1);
    expect(reduce(state, { type: 'rowRemoved', index: 0 }).values.rows).toHaveLength(1);
  });
});

describe('an update refused as stale', () => {
  const stored = () =>
    staleBillOf(new CallError('Changed by RAJ.', 409, {}, 0, { current: [[master()], [line]] }));

  it('is read from a 409 carrying the stored bill, and from nothing else', () => {
    expect(stored()).toMatchObject({
      message: 'Changed by RAJ.',
      stored: { custrefno: 'PO-7782', version: 4 },
    });
    expect(staleBillOf(new CallError('Select Applicant', 400))).toBeNull();
    expect(staleBillOf(new Error('offline'))).toBeNull();
  });

  it('reloads the stored bill under what was typed, at the stored version', () => {
    const refusal = stored();
    if (!refusal) throw new Error('not read as stale');
    let state = typedLine(initialMisBillState(opened()), 0, '2', '600');
    state = reduce(state, { type: 'refusedAsStale', ...refusal });
    const merged = { ...misCompared(state.values), custrefno: 'PO-7782' };
    state = reduce(state, { type: 'reloaded', merged });
    expect(state.conflict).toBeNull();
    expect(state.values).toMatchObject({ custrefno: 'PO-7782', version: 4 });
    expect(state.values.rows[0]?.rate).toBe('600');
    expect(state.opened).toBe(refusal.stored);
  });

  it('shows the stored bill whole when this person’s changes are discarded', () => {
    const refusal = stored();
    if (!refusal) throw new Error('not read as stale');
    let state = typedLine(initialMisBillState(opened()), 0, '2', '600');
    state = reduce(state, { type: 'refusedAsStale', ...refusal });
    state = reduce(state, { type: 'discarded' });
    expect(state.values).toBe(refusal.stored);
    expect(state.values.rows[0]?.rate).toBe('500.21');
    expect(state.conflict).toBeNull();
  });
});
