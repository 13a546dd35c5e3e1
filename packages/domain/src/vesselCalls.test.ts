import { describe, expect, it } from 'vitest';
import { SAIL_DATE_NEEDS_IS_SAIL, sailDateProblem, vcnDetail } from './vesselCalls';

describe('sailDateProblem', () => {
  it('refuses a sail date on a call that has not sailed', () => {
    expect(sailDateProblem({ IsSail: 0, SailDate: '2026-03-02' })).toBe(SAIL_DATE_NEEDS_IS_SAIL);
    expect(sailDateProblem({ IsSail: false, SailDate: '2026-03-02' })).toBe(
      SAIL_DATE_NEEDS_IS_SAIL,
    );
  });

  it('accepts a sailed call with or without its date, and an unsailed call without one', () => {
    expect(sailDateProblem({ IsSail: 1, SailDate: '2026-03-02' })).toBeUndefined();
    expect(sailDateProblem({ IsSail: true, SailDate: null })).toBeUndefined();
    expect(sailDateProblem({ IsSail: 0, SailDate: null })).toBeUndefined();
    expect(sailDateProblem({ IsSail: 0, SailDate: '' })).toBeUndefined();
  });
});

describe('vcnDetail', () => {
  it('names the call with its vessel in brackets', () => {
    expect(vcnDetail('KOL2026-114', 'MSC RUBY')).toBe('KOL2026-114 (MSC RUBY)');
  });

  it('falls back to the call alone when the vessel is unknown', () => {
    expect(vcnDetail('KOL2026-114', null)).toBe('KOL2026-114');
  });
});
