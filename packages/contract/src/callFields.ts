import { isIsoDate } from '@quaybook/domain';
import { z } from 'zod';

// Field shapes of the vessel-call, party-rate and customs records. Their selects send 0 for
// 'Select …' (spec 002 §9: ids 0 mean 'not selected'), so 0 and null both mean none.

const whole = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} must not be negative.`)
    .max(2_147_483_647, `${label} is out of range.`);

/** A choice that must be made: a positive id; 0, null or nothing get `missing` ('Please select a vessel.'). */
export function chosenId(label: string, missing: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : `${label} must be a number.`,
    })
    .int(`${label} must be a whole number.`)
    .max(2_147_483_647, `${label} is out of range.`)
    .refine((id) => id > 0, missing);
}

/** A choice that may be left open: 0, null or nothing become null. */
export function optionalId(label: string) {
  return whole(label)
    .nullish()
    .transform((id) => (id ? id : null));
}

/** A date travelling as ISO yyyy-mm-dd; blank, null or nothing become null. */
export function optionalIsoDate(label: string) {
  return z
    .string({ error: `${label} must be a date written yyyy-mm-dd.` })
    .trim()
    .refine((text) => text === '' || isIsoDate(text), `${label} must be a real date (yyyy-mm-dd).`)
    .nullish()
    .transform((text) => (text ? text : null));
}

/** A yes/no flag sent as 1/0 (true/false also accepted); nothing means 0. */
export function flag(label: string) {
  return z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: `${label} must be 0 or 1.` })
    .optional()
    .transform((value) => (value === 1 || value === true ? 1 : 0));
}
