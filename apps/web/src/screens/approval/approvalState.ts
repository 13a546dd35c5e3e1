import type { ApprovalInput } from '@quaybook/contract';

/** The decisions on an estimate's lines, as the approval link and the portal send them. */
export type LineDecisionsInput = Omit<ApprovalInput, 'token'>;

/** One line's decision as the page holds it: undecided (null), approved (1) or rejected (0). */
export interface LineDecision {
  approved: 0 | 1 | null;
  /** A lower approved amount in rupees as typed; blank approves the line's amount. */
  amount: string;
  note: string;
}

export type Decisions = Readonly<Record<number, LineDecision>>;

export type DecisionAction =
  | { type: 'decide'; lineno: number; approved: 0 | 1 }
  | { type: 'amount' | 'note'; lineno: number; text: string }
  | { type: 'approveAll'; lines: readonly number[] };

const UNDECIDED: LineDecision = { approved: null, amount: '', note: '' };

const lineOf = (decisions: Decisions, lineno: number) => decisions[lineno] ?? UNDECIDED;

export function decisionsReducer(decisions: Decisions, action: DecisionAction): Decisions {
  switch (action.type) {
    case 'decide': {
      const line = lineOf(decisions, action.lineno);
      // A rejected line approves no amount.
      const amount = action.approved === 1 ? line.amount : '';
      return { ...decisions, [action.lineno]: { ...line, approved: action.approved, amount } };
    }
    case 'amount':
    case 'note':
      return {
        ...decisions,
        [action.lineno]: { ...lineOf(decisions, action.lineno), [action.type]: action.text },
      };
    case 'approveAll':
      return Object.fromEntries(
        action.lines.map((lineno) => [lineno, { ...lineOf(decisions, lineno), approved: 1 }]),
      );
  }
}

/** Whether every line is approved or rejected. */
export function everyDecided(decisions: Decisions, lines: readonly number[]): boolean {
  return lines.every((lineno) => lineOf(decisions, lineno).approved !== null);
}

/**
 * Every line's decision as the calls take it: a lower amount in rupees as typed where one was
 * given on an approved line, and the note where one was written.
 */
export function decisionLines(
  lines: readonly number[],
  decisions: Decisions,
): LineDecisionsInput['lines'] {
  return lines.map((lineno) => {
    const { approved, amount, note } = lineOf(decisions, lineno);
    return {
      lineno,
      approved: approved ?? 0,
      ...(approved === 1 && amount.trim() ? { amount: amount.trim() } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    };
  });
}
