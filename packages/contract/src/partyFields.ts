import { z } from 'zod';
import { optionalText } from './fields';

// Field shapes shared by applicants and accounts (the parties a survey is billed to).

/** A tax id (PAN, GSTIN, TAN): trimmed and upper-cased, blank becomes null; its shape and fit are the server's check. */
export function taxIdText(label: string, max: number) {
  return optionalText(label, max).transform((value) => value?.toUpperCase() ?? null);
}

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
