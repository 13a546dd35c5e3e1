import { describe, expect, it } from 'vitest';
import { staleEditOf } from '../../lists/form/editConflict';
import type { ReferenceLookup } from '../../lists/form/referenceLookup';
import { emptyMisForm, type MisFormValues, withRowChanged } from './misForm';
import { MIS_COMPARED_KEYS, misCompared, misFieldOf, misReloaded } from './misStale';

const applicants = [{ applicantid: 7, applicantname: 'OCEAN LINES PVT LTD' }];
const lookup = ((list: string, id: unknown) =>
  list === 'applicants'
    ? applicants.find((row) => row.applicantid === id)
    : undefined) as ReferenceLookup;

const bill = (overrides: Partial<MisFormValues> = {}): MisFormValues => {
  const form = emptyMisForm(new Date(2026, 10, 20));
  const rows = withRowChanged(form.rows, 0, { billitem: 'Survey Fees', qty: '2', rate: '500.21' });
  return { ...form, applicantID: 7, rows, version: 3, ...overrides };
};

/** The refusal of this person's update, as the form shows it, and the form after Reload. */
function refused(opened: MisFormValues, typed: MisFormValues, stored: MisFormValues) {
  let form: MisFormValues | undefined;
  const stale = staleEditOf({
    message: 'This record was changed by clerk at 28/11/2026 10:05 after you opened it.',
    keys: MIS_COMPARED_KEYS,
    opened: misCompared(opened),
    typed: misCompared(typed),
    stored: misCompared(stored),
    fieldOf: misFieldOf,
    lookup,
    apply: (merged) => {
      form = misReloaded(merged, typed, stored);
    },
  });
  stale.reload();
  return { stale, form: form as MisFormValues };
}

describe('a MIS bill update refused as stale', () => {
  it('shows the other person’s changes by label, and reloads them under this person’s fields', () => {
    const opened = bill();
    const typed = bill({ particulars: 'Survey of 2 boxes at Haldia' });
    const stored = bill({
      custrefno: 'PO-118',
      isRound: true,
      rows: withRowChanged(opened.rows, 0, { qty: '3' }),
      version: 4,
    });
    const { stale, form } = refused(opened, typed, stored);
    expect(stale.changed).toEqual([
      { label: 'Customer Ref No', was: '—', now: 'PO-118' },
      { label: 'Round off', was: 'No', now: 'Yes' },
      {
        label: 'Products',
        was: 'Survey Fees 2 Cntr @ 500.21',
        now: 'Survey Fees 3 Cntr @ 500.21',
      },
    ]);
    expect(form).toMatchObject({
      custrefno: 'PO-118',
      isRound: true,
      particulars: 'Survey of 2 boxes at Haldia',
      version: 4,
    });
    expect(form.rows).toBe(stored.rows);
  });

  it('keeps this person’s typed products when only the header changed meanwhile', () => {
    const opened = bill();
    const typed = bill({ rows: withRowChanged(opened.rows, 0, { rate: '650' }) });
    const stored = bill({ billdate: '21/11/2026', version: 4 });
    const { stale, form } = refused(opened, typed, stored);
    expect(stale.changed).toEqual([{ label: 'Date', was: '20/11/2026', now: '21/11/2026' }]);
    expect(form.rows).toBe(typed.rows);
    expect(form).toMatchObject({ billdate: '21/11/2026', version: 4 });
  });

  it('names the applicant by its name where the other person chose another', () => {
    const { stale } = refused(bill({ applicantID: null }), bill({ applicantID: null }), bill());
    expect(stale.changed).toEqual([{ label: 'Applicant', was: '—', now: 'OCEAN LINES PVT LTD' }]);
  });
});
