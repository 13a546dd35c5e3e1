import { TextInput } from '@mantine/core';
import { INSPECTION_MESSAGES } from '@quaybook/contract';
import { dmyToIso, isInspectionTime } from '@quaybook/domain';
import type { KeyboardEvent } from 'react';
import { DateFilterInput } from '../lists/filters/DateFilterInput';
import { FieldInput } from '../lists/form/FieldInput';
import { INSPECTION_CHOICES, type InspectionChoice } from './inspectionInputs';

interface InputProps {
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Another label than the spec's ('Location' for a place in a filter bar). */
  label?: string;
  onKeyDown?(event: KeyboardEvent): void;
  onBlur?(): void;
}

const noKeys = () => undefined;

/**
 * One choice of an inspection (party, vessel, voyage, movement, place, ports …), labelled as the
 * spec names it. Typing a few letters picks the first match on Enter or Tab.
 */
export function InspectionInput({
  choice,
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  autoFocus = false,
  label,
  onKeyDown = noKeys,
  onBlur,
}: InputProps & {
  choice: InspectionChoice;
  value: string | number | null;
  onChange(value: string | number | null): void;
}) {
  const declared = INSPECTION_CHOICES[choice];
  return (
    <FieldInput
      input={declared.input}
      label={label ?? declared.label}
      showLabel
      required={required}
      value={value}
      error={error}
      autoFocus={autoFocus}
      disabled={disabled}
      onChange={(next) => onChange(next as string | number | null)}
      onKeyDown={onKeyDown}
      {...(onBlur ? { onBlur } : {})}
    />
  );
}

/** 'Invalid Date' for a typed date that is not one; nothing for a blank or a real date. */
export function dateProblem(text: string): string | undefined {
  return text.trim() !== '' && dmyToIso(text) === null
    ? INSPECTION_MESSAGES.invalidDate
    : undefined;
}

/** The time rule's message for a typed time that is not HHMM; nothing for a blank or a time. */
export function timeProblem(text: string): string | undefined {
  return text.trim() !== '' && !isInspectionTime(text.trim())
    ? INSPECTION_MESSAGES.timeFormat
    : undefined;
}

/** The inspection date, typed dd/mm/yyyy or picked; a date that is not one is said on leaving. */
export function InspectionDateInput({
  value,
  onChange,
  error,
  required = false,
  autoFocus = false,
  label = 'Insp. Date',
  onKeyDown = noKeys,
  onBlur = noKeys,
}: InputProps & { value: string; onChange(text: string): void }) {
  return (
    <DateFilterInput
      label={label}
      value={value}
      error={error}
      required={required}
      autoFocus={autoFocus}
      onChange={onChange}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    />
  );
}

/** The inspection time, HHMM on a 24-hour clock (placeholder 0000). */
export function InspectionTimeInput({
  value,
  onChange,
  error,
  required = false,
  disabled = false,
  autoFocus = false,
  label = 'Time',
  onKeyDown = noKeys,
  onBlur,
}: InputProps & { value: string; onChange(text: string): void }) {
  return (
    <TextInput
      size="sm"
      label={label}
      withAsterisk={required}
      required={required}
      placeholder="0000"
      inputMode="numeric"
      maxLength={4}
      value={value}
      error={error}
      disabled={disabled}
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
      onKeyDown={onKeyDown}
      {...(onBlur ? { onBlur } : {})}
    />
  );
}
