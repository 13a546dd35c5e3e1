import { FORM_MESSAGES } from '@quaybook/contract';
import { formatDate, isIsoDate, isoDay } from '@quaybook/domain';
import type { FieldMessages, FormField, FormValues } from './fields';

/** The ISO day a date input's bound names on `today`: 'startOfYear' is 1 January of its year. */
export function dateBound(
  bound: 'startOfYear' | 'today' | string | undefined,
  today: Date = new Date(),
): string | undefined {
  if (bound === 'startOfYear') return `${today.getFullYear()}-01-01`;
  if (bound === 'today') return isoDay(today);
  return bound;
}

/**
 * Why a typed value lies outside the bounds its input declares, by field: a date before its
 * picker's first day or after its last. The value is kept and refused with a reason, never
 * cleared or moved to the bound; a value the record already held (an old call's date, kept
 * through an edit) is not the user's typing and is left alone.
 */
export function boundProblems(
  fields: readonly FormField[],
  values: FormValues,
  held: FormValues,
  labelOf: (field: FormField) => string,
  today: Date = new Date(),
): FieldMessages {
  const problems: FieldMessages = {};
  for (const field of fields) {
    const { input } = field;
    const value = values[field.key];
    if (input.kind !== 'date' || typeof value !== 'string' || value === '') continue;
    if (value === held[field.key]) continue;
    // Text kept as typed because it is no date (31/02/2026) is refused in the form's own words.
    if (!isIsoDate(value)) {
      problems[field.key] = FORM_MESSAGES.notADate(labelOf(field));
      continue;
    }
    const first = dateBound(input.minDate, today);
    const last = dateBound(input.maxDate, today);
    if (first && value < first)
      problems[field.key] = FORM_MESSAGES.dateNotBefore(labelOf(field), formatDate(first));
    else if (last && value > last)
      problems[field.key] = FORM_MESSAGES.dateNotAfter(labelOf(field), formatDate(last));
  }
  return problems;
}
