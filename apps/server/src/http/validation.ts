import {
  BILL_MESSAGES,
  BILL_REGISTER_MESSAGES,
  type FieldProblems,
  FORM_MESSAGES,
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
];

// Messages written in the contract end with a full stop and name their field, or are the spec's
// own words; Zod's own defaults are neither, so those are prefixed with the field they concern.
function readable(issue: z.core.$ZodIssue, field: string): string {
  if (/[.!?]$/.test(issue.message) || isDeclaredMessage(issue.message, CATALOGUES))
    return issue.message;
  if (field === '') return `The request is not valid: ${issue.message}.`;
  if (issue.code === 'invalid_type' && issue.message.includes('received undefined'))
    return `${field} is required.`;
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
