import {
  gstinMessage,
  gstinProblem,
  isIndianPin,
  isPan,
  isTan,
  PAN_MESSAGE,
  PIN_MESSAGE,
  TAN_MESSAGE,
} from '@quaybook/domain';
import { z } from 'zod';
import { optionalText } from './fields';

// Field shapes shared by applicants, accounts and companies (the parties a survey is billed to).

/**
 * A tax id: trimmed and upper-cased, blank becomes null; `problem` says what is wrong with its
 * shape. How ids fit each other and the chosen state is the server's check (partyProblems).
 */
export function taxIdText(
  label: string,
  max: number,
  problem: (id: string) => string | undefined = () => undefined,
) {
  return optionalText(label, max)
    .transform((value) => value?.toUpperCase() ?? null)
    .superRefine((id, context) => {
      const found = id === null ? undefined : problem(id);
      if (found) context.addIssue({ code: 'custom', message: found });
    });
}

// Shapes belong with the other field checks, so one refusal names every field that is wrong.

/** A PAN: 5 letters, 4 digits and a letter. */
export const panText = () => taxIdText('PAN', 10, (id) => (isPan(id) ? undefined : PAN_MESSAGE));

/** A GSTIN: its shape and its check character; its state and PAN are checked beside the others. */
export const gstinText = () =>
  taxIdText('GSTIN', 15, (id) => {
    const problem = gstinProblem(id);
    return problem ? gstinMessage(problem) : undefined;
  });

/** A TAN: 4 letters, 5 digits and a letter. */
export const tanText = () => taxIdText('TAN', 10, (id) => (isTan(id) ? undefined : TAN_MESSAGE));

/** An optional Indian PIN code: 6 digits (spaces dropped, `700 001` is 700001); blank is none. */
export const pinText = (label = 'PIN') =>
  optionalText(label, 10)
    .transform((value) => value?.replace(/\s+/g, '') ?? null)
    .refine((pin) => pin === null || isIndianPin(pin), PIN_MESSAGE);

/** An optional e-mail address; blank becomes null. */
export function optionalEmail(label = 'Email') {
  return optionalText(label, 150).refine(
    (value) => value === null || z.email().safeParse(value).success,
    `${label} must be an e-mail address like accounts@example.in.`,
  );
}

/** 1 active or 0 inactive; left out, an update keeps the row as it is and a new row is active. */
export function activeFlag(label = 'Active') {
  return z
    .union([z.literal(0), z.literal(1)], { error: `${label} must be 1 (active) or 0 (inactive).` })
    .optional();
}
