import { describe, expect, it } from 'vitest';
import { decisionLines, decisionsReducer, everyDecided } from './approvalState';

describe('the line’s decisions', () => {
  it('counts a line decided only once it is approved or rejected', () => {
    let decisions = decisionsReducer({}, { type: 'note', lineno: 1, text: 'see photo' });
    expect(everyDecided(decisions, [1, 2])).toBe(false);
    decisions = decisionsReducer(decisions, { type: 'decide', lineno: 1, approved: 0 });
    expect(everyDecided(decisions, [1, 2])).toBe(false);
    decisions = decisionsReducer(decisions, { type: 'decide', lineno: 2, approved: 1 });
    expect(everyDecided(decisions, [1, 2])).toBe(true);
  });

  it('sends a lower amount in rupees as typed on an approved line, and notes trimmed', () => {
    let decisions = decisionsReducer({}, { type: 'decide', lineno: 1, approved: 1 });
    decisions = decisionsReducer(decisions, { type: 'amount', lineno: 1, text: ' 1200.50 ' });
    decisions = decisionsReducer(decisions, { type: 'decide', lineno: 2, approved: 0 });
    decisions = decisionsReducer(decisions, { type: 'note', lineno: 2, text: ' not ours ' });
    expect(decisionLines([1, 2], decisions)).toEqual([
      { lineno: 1, approved: 1, amount: '1200.50' },
      { lineno: 2, approved: 0, note: 'not ours' },
    ]);
  });

  it('drops the lower amount of a line then rejected', () => {
    let decisions = decisionsReducer({}, { type: 'decide', lineno: 1, approved: 1 });
    decisions = decisionsReducer(decisions, { type: 'amount', lineno: 1, text: '900' });
    decisions = decisionsReducer(decisions, { type: 'decide', lineno: 1, approved: 0 });
    expect(decisionLines([1], decisions)).toEqual([{ lineno: 1, approved: 0 }]);
  });

  it('approves every line at once, keeping the notes written', () => {
    let decisions = decisionsReducer({}, { type: 'decide', lineno: 2, approved: 0 });
    decisions = decisionsReducer(decisions, { type: 'note', lineno: 2, text: 'ok now' });
    decisions = decisionsReducer(decisions, { type: 'approveAll', lines: [1, 2] });
    expect(decisionLines([1, 2], decisions)).toEqual([
      { lineno: 1, approved: 1 },
      { lineno: 2, approved: 1, note: 'ok now' },
    ]);
  });
});
