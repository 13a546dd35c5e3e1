// The references an interchange carries (UNB/UNZ control reference, UNH/UNT message references):
// taken from one counter per company that only goes up, so a shipping line never sees a
// reference of ours twice — a re-send is a new interchange with references of its own.

/** Digits of an interchange control reference: 9, so a message's 3 more stay within 14. */
const CONTROL_DIGITS = 9;
/** The most messages one interchange may carry with these references. */
export const MAX_MESSAGES = 999;

export interface InterchangeReferences {
  controlReference: string;
  messageReferences: string[];
}

/**
 * The references of the company's `counter`-th interchange and its `messages` messages.
 * @example interchangeReferences(17, 2) // { controlReference: '000000017', messageReferences: ['000000017001', '000000017002'] }
 */
export function interchangeReferences(counter: number, messages: number): InterchangeReferences {
  if (!Number.isInteger(counter) || counter < 1 || counter >= 10 ** CONTROL_DIGITS)
    throw new Error(`An interchange counter is 1 to ${10 ** CONTROL_DIGITS - 1}, not ${counter}.`);
  if (!Number.isInteger(messages) || messages < 1 || messages > MAX_MESSAGES)
    throw new Error(`An interchange carries 1 to ${MAX_MESSAGES} messages, not ${messages}.`);
  const controlReference = String(counter).padStart(CONTROL_DIGITS, '0');
  return {
    controlReference,
    messageReferences: Array.from(
      { length: messages },
      (_, index) => `${controlReference}${String(index + 1).padStart(3, '0')}`,
    ),
  };
}
