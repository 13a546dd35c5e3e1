import { describe, expect, it } from 'vitest';
import { partyRateList } from '../../entities/partyRate';
import { checkFilters, INVALID_TIME, isApplicable, valueProblem } from './filterRules';
import type { FilterBarSpec, FilterSpec } from './filterSpec';

// The Party Rate screen's own filters: applicant and account, both required.
const partyRate = partyRateList.filters as FilterBarSpec;

// Shipping Bills (spec 002 §5): party, vessel and voyage, or containers, or both dates.
const shippingBills: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'party', sends: { applicant: 'applicantID', account: 'accountID' } },
    { kind: 'vessel', param: 'vesselID' },
    { kind: 'voyage', param: 'VoyId' },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
    { kind: 'containers', param: 'contnumber' },
  ],
  anyOf: {
    groups: [['party', 'vesselID', 'VoyId'], ['contnumber'], ['fromdate', 'todate']],
    message: 'Please fill all required fields',
  },
  submit: 'Show',
  prompt: '',
};

describe('valueProblem', () => {
  it('says which date is not one, as the user leaves it', () => {
    expect(valueProblem({ kind: 'fromDate', param: 'f' }, '31/02/2025')).toBe('Invalid From Date');
    expect(valueProblem({ kind: 'toDate', param: 't' }, '2025-01-01')).toBe('Invalid To Date');
    expect(valueProblem({ kind: 'toDate', param: 't' }, '1/2/2025')).toBeUndefined();
    expect(valueProblem({ kind: 'fromDate', param: 'f' }, '  ')).toBeUndefined();
  });

  it('names the container numbers that are not 4 letters and 7 digits', () => {
    expect(valueProblem({ kind: 'containers', param: 'c' }, 'MSKU1234565, ABC1\nXY')).toBe(
      'Invalid Container Number: ABC1, XY',
    );
    expect(valueProblem({ kind: 'containers', param: 'c' }, 'msku1234565')).toBeUndefined();
  });
});

describe('checkFilters', () => {
  it('marks each required filter left blank and toasts the screen’s message', () => {
    expect(checkFilters(partyRate, { applicantid: '', accountid: '5' })).toEqual({
      problems: { applicantid: 'Please select an applicant.' },
      message: 'Please select both account and applicant',
    });
    expect(checkFilters(partyRate, { applicantid: '3', accountid: '5' })).toEqual({
      problems: {},
      message: undefined,
    });
  });

  it('refuses unreadable values before anything else', () => {
    const checked = checkFilters(shippingBills, { fromdate: '32/01/2025', contnumber: 'ABC' });
    expect(checked.message).toBe('Invalid From Date');
    expect(checked.problems).toEqual({
      fromdate: 'Invalid From Date',
      contnumber: 'Invalid Container Number: ABC',
    });
    expect(checkFilters(shippingBills, { contnumber: 'ABC' }).message).toBe(
      'Invalid Container Number',
    );
  });

  it('applies the screen’s rule: one group filled in full', () => {
    const message = (draft: Record<string, string>) => checkFilters(shippingBills, draft).message;
    expect(message({ party: '4', vesselID: '9' })).toBe('Please fill all required fields');
    expect(message({ fromdate: '01/01/2025' })).toBe('Please fill all required fields');
    expect(message({ party: '4', vesselID: '9', VoyId: '2' })).toBeUndefined();
    expect(message({ contnumber: 'MSKU1234565' })).toBeUndefined();
    expect(message({ fromdate: '01/01/2025', todate: '31/01/2025' })).toBeUndefined();
  });

  it('lets applied values from the URL ask for rows only when they meet the rules', () => {
    expect(isApplicable(partyRate, { applicantid: '3', accountid: '5' })).toBe(true);
    expect(isApplicable(partyRate, { applicantid: '3', accountid: '' })).toBe(false);
    expect(isApplicable(shippingBills, { fromdate: '2025-01-01', todate: '2025-01-31' })).toBe(
      true,
    );
  });

  it('says a time that is not HHMM as the user leaves it', () => {
    const time: FilterSpec = { kind: 'time', param: 'attime' };
    expect(valueProblem(time, '2460')).toBe(INVALID_TIME);
    expect(valueProblem(time, '930')).toBe(INVALID_TIME);
    expect(valueProblem(time, '0930')).toBeUndefined();
    expect(valueProblem(time, '')).toBeUndefined();
  });
});
