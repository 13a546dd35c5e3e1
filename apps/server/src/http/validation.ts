import {
  BILL_MESSAGES,
  BILL_REGISTER_MESSAGES,
  type FieldProblems,
  FORM_MESSAGES,
  GENERAL_EXCEL_MESSAGES,
  INSPECTION_MESSAGES,
  isDeclaredMessage,
  MIS_BILL_MESSAGES,
  MOVEMENT_FIELD_MESSAGES,
  PARTY_RATE_MESSAGES,
  REPORT_MESSAGES,
  UPLOAD_MESSAGES,
  USER_ACTION_MESSAGES,
  ZIRCON_MESSAGES,
} from '@quaybook/contract';
import type { z } from 'zod';

const CATALOGUES = [
  FORM_MESSAGES,
  INSPECTION_MESSAGES,
  MOVEMENT_FIELD_MESSAGES,
  PARTY_RATE_MESSAGES,
  USER_ACTION_MESSAGES,
  REPORT_MESSAGES,
  BILL_MESSAGES,
  MIS_BILL_MESSAGES,
  BILL_REGISTER_MESSAGES,
  UPLOAD_MESSAGES,
  ZIRCON_MESSAGES,
  GENERAL_EXCEL_MESSAGES,
];

const KINDS: Record<string, string> = {
  number: 'a number',
  int: 'a whole number',
  string: 'text',
  boolean: 'true or false',
  array: 'a list',
  object: 'a record of fields',
  date: 'a date',
};

// Messages written in the contract end with a full stop and name their field, or are the spec's
// own words; Zod's own defaults are neither, so those are prefixed with the field they concern.
function readable(issue: z.core.$ZodIssue, field: string): string {
  if (/[.!?]$/.test(issue.message) || isDeclaredMessage(issue.message, CATALOGUES))
    return issue.message;
  if (field === '') return `The request is not valid: ${issue.message}.`;
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined'))
    return `${field} is required.`;
  // Zod's own words name JavaScript values ('expected number, received NaN'); a person reads
  // what the field must be. A message the contract wrote is kept.
  if (issue.code === 'invalid_type' && issue.message.startsWith('Invalid input'))
    return `${field} must be ${KINDS[issue.expected] ?? 'valid'}.`;
  return `${field}: ${issue.message}.`;
}

/** Turns Zod issues into the failure envelope's message and per-field problems. */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  part: 'params' | 'query' | 'body',
) {
  const fields: FieldProblems = {};
  const messages = new Set<string>();
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (field === '') {
      messages.add(
        part === 'body' && issue.code === 'invalid_type'
          ? 'The request body must be a JSON object.'
          : readable(issue, field),
      );
      continue;
    }
    fields[field] ??= readable(issue, field);
    messages.add(fields[field]);
  }
  return { message: [...messages].join(' '), fields };
}

/**
 * A refusal of input holding a NUL character anywhere (a value or a key), or undefined. No
 * PostgreSQL text can hold one, so a query given one fails; it is refused here, by its field,
 * before any handler runs.
 */
export function nulProblems(
  value: unknown,
): { message: string; fields: FieldProblems } | undefined {
  const fields: FieldProblems = {};
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, field] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000'))
        fields[field] =
          `${field || 'The request'} holds a NUL character, which no text can contain.`;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        const path = field ? `${field}.${key}` : key;
        if (key.includes('\u0000'))
          fields[field || 'request'] = 'A field name holds a NUL character.';
        pending.push([inner, path]);
      }
    }
  }
  const messages = [...new Set(Object.values(fields))];
  return messages.length > 0 ? { message: messages.join(' '), fields } : undefined;
}
