import { describe, expect, it } from 'vitest';
import { startingChoice } from './startingChoice';

const countries = [
  { id: 5, name: 'British Indian Ocean Territory' },
  { id: 7, name: 'India' },
];
const states = [
  { id: 19, name: 'West Bengal' },
  { id: 21, name: 'Odisha' },
];
const session = { state_id: 21, country_id: 7 };

describe('startingChoice', () => {
  it('starts at the entry with the name, whatever its case', () => {
    expect(startingChoice({ named: 'india' }, countries, session)).toBe(7);
  });

  it('starts nowhere when no entry has the name', () => {
    expect(startingChoice({ named: 'India' }, states, session)).toBeUndefined();
  });

  it("starts at the signed-in company's own state", () => {
    expect(startingChoice({ ofCompany: 'state_id' }, states, session)).toBe(21);
  });

  it('starts nowhere when the company has no state, or one the list does not hold', () => {
    expect(startingChoice({ ofCompany: 'state_id' }, states, { ...session, state_id: null })).toBe(
      undefined,
    );
    expect(startingChoice({ ofCompany: 'state_id' }, states, { ...session, state_id: 3 })).toBe(
      undefined,
    );
    expect(startingChoice({ ofCompany: 'state_id' }, states, null)).toBeUndefined();
  });

  it('starts at the only entry of a list that has one, and nowhere when there are more', () => {
    expect(startingChoice('onlyChoice', [{ id: 1, name: 'Quay Surveys' }], session)).toBe(1);
    expect(startingChoice('onlyChoice', states, session)).toBeUndefined();
    expect(startingChoice('onlyChoice', [], session)).toBeUndefined();
  });
});
