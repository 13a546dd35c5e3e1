import { FORM_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { boundProblems, dateBound } from './bounds';
import type { FormField } from './fields';

const today = new Date(2026, 4, 20); // 20 May 2026
const fields: FormField[] = [
  { key: 'BerthDate', input: { kind: 'date', minDate: 'startOfYear' } },
  { key: 'EgmDate', input: { kind: 'date', maxDate: 'today' } },
  { key: 'SailDate', input: { kind: 'date' } },
  { key: 'vcnName', input: { kind: 'text' } },
];
const titles: Record<string, string> = { BerthDate: 'Berth Date', EgmDate: 'Egm Date' };
const labelOf = (field: FormField) => titles[field.key] ?? field.key;

describe('dateBound', () => {
  it('reads the named bounds on the given day and passes an ISO day through', () => {
    expect(dateBound('startOfYear', today)).toBe('2026-01-01');
    expect(dateBound('today', today)).toBe('2026-05-20');
    expect(dateBound('2025-03-01', today)).toBe('2025-03-01');
    expect(dateBound(undefined, today)).toBeUndefined();
  });
});

describe('boundProblems', () => {
  it('calls a text kept because it is no date not a date, rather than out of bounds', () => {
    expect(boundProblems(fields, { BerthDate: '00/01/2026' }, {}, labelOf, today)).toEqual({
      BerthDate: FORM_MESSAGES.notADate('Berth Date'),
    });
  });

  it('keeps a date typed before the first day and says why, naming the field and the day', () => {
    expect(
      boundProblems(fields, { BerthDate: '2025-12-15', vcnName: 'X' }, {}, labelOf, today),
    ).toEqual({ BerthDate: FORM_MESSAGES.dateNotBefore('Berth Date', '01/01/2026') });
    expect(FORM_MESSAGES.dateNotBefore('Berth Date', '01/01/2026')).toBe(
      'Berth Date must be on or after 01/01/2026.',
    );
  });

  it('refuses a date after the last day, and takes the bounds themselves', () => {
    expect(boundProblems(fields, { EgmDate: '2026-05-21' }, {}, labelOf, today)).toEqual({
      EgmDate: FORM_MESSAGES.dateNotAfter('Egm Date', '20/05/2026'),
    });
    expect(
      boundProblems(
        fields,
        { BerthDate: '2026-01-01', EgmDate: '2026-05-20', SailDate: '1999-01-01' },
        {},
        labelOf,
        today,
      ),
    ).toEqual({});
  });

  it('leaves blank dates and a date the record already held alone', () => {
    expect(boundProblems(fields, { BerthDate: null, EgmDate: '' }, {}, labelOf, today)).toEqual({});
    expect(
      boundProblems(
        fields,
        { BerthDate: '2025-12-15' },
        { BerthDate: '2025-12-15' },
        labelOf,
        today,
      ),
    ).toEqual({});
  });
});
