import type { AuditFieldChange } from '@quaybook/contract';

/** A recorded value as a person reads it: text as itself, a blank as '—', anything else as JSON. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * One field's change in a line: 'Name: MSC RUBY → MSC RUBY II'; a created or deleted row's field
 * shows the one value it had.
 * @example changeText({ field: 'Name', before: null, after: 'MSC RUBY' }, 'created') // 'Name: MSC RUBY'
 */
export function changeText(change: AuditFieldChange, action: string): string {
  if (action === 'created') return `${change.field}: ${valueText(change.after)}`;
  if (action === 'deleted') return `${change.field}: ${valueText(change.before)}`;
  return `${change.field}: ${valueText(change.before)} → ${valueText(change.after)}`;
}
