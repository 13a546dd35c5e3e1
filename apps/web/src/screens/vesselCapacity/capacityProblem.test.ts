import { CallError, VESSEL_CAPACITY_MESSAGES as MESSAGES, Status } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { lookupProblem, UnparsableAnswer } from './capacityProblem';

describe('lookupProblem', () => {
  it("says the server's own message: nothing found, or a refused booking number", () => {
    const none = new CallError(MESSAGES.nothingFound, 200, {}, Status.information);
    expect(lookupProblem(none)).toBe(MESSAGES.nothingFound);
    expect(lookupProblem(new CallError(MESSAGES.badBooking, 400))).toBe(MESSAGES.badBooking);
  });

  it('says an answer of another shape could not be parsed', () => {
    expect(lookupProblem(new UnparsableAnswer())).toBe(MESSAGES.unparsable);
  });

  it('says the lookup failed when the server could not be reached or gave no reason', () => {
    expect(lookupProblem(new CallError('The server could not be reached.', 0))).toBe(
      MESSAGES.failed,
    );
    expect(lookupProblem(new CallError('', 500))).toBe(MESSAGES.failed);
    expect(lookupProblem(new TypeError('x is undefined'))).toBe(MESSAGES.failed);
  });
});
