import { Center, Checkbox, MultiSelect, NumberInput, TextInput } from '@mantine/core';
import { FORM_MESSAGES } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { type ReferenceName, referenceLists, referenceQuery } from '../../reference/referenceLists';
import { placeholderOf } from '../screen/inputRoom';
import { dateBound } from './bounds';
import { DateField } from './DateField';
import type { FieldInputKind, SelectOption } from './fields';
import { SearchSelect } from './SearchSelect';

interface FieldInputProps {
  input: FieldInputKind;
  label: string;
  /** Show the label above the input (overlay form) instead of only naming it for assistive tech. */
  showLabel?: boolean;
  /** False while another field says this one cannot be filled (Sail Date without Is Sail). */
  enabled?: boolean;
  /**
   * Marks the field as one a save needs: an asterisk after the label ('Party *'), or, in a table
   * row where the column's title names it, an asterisk inside the input; either way the input
   * is announced as required.
   */
  required?: boolean;
  value: unknown;
  error: string | undefined;
  /** A note under the input that does not block saving (a likely typo). */
  warning?: string | undefined;
  autoFocus: boolean;
  disabled: boolean;
  onChange(value: unknown): void;
  onKeyDown(event: KeyboardEvent): void;
  /** The user left the input. */
  onBlur?: () => void;
}

/** A warning is the input's description, shown under it in the warning colour. */
function warningProps(warning: string) {
  return {
    description: warning,
    inputWrapperOrder: ['label', 'input', 'description', 'error'] as (
      | 'label'
      | 'input'
      | 'description'
      | 'error'
    )[],
    styles: { description: { color: 'var(--mantine-color-orange-8)' } },
  };
}

/** The asterisk of a required input in a table row, whose label is the column's title. */
function rowRequiredMark() {
  return {
    leftSection: (
      <span aria-hidden="true" style={{ color: 'var(--mantine-color-error)', fontWeight: 600 }}>
        *
      </span>
    ),
    leftSectionWidth: 16,
    leftSectionPointerEvents: 'none' as const,
  };
}

/** Days outside a date input's bounds, shown disabled in its calendar. */
function outsideBounds(input: { minDate?: string; maxDate?: string }) {
  const first = dateBound(input.minDate);
  const last = dateBound(input.maxDate);
  if (!(first || last)) return undefined;
  return (day: string) =>
    (first !== undefined && day < first) || (last !== undefined && day > last);
}

/** One input of a form: in the open row of a table, in the form overlay, or in a filter bar. */
export function FieldInput({
  input,
  label,
  showLabel = false,
  enabled = true,
  required = false,
  value,
  error,
  warning,
  autoFocus,
  disabled,
  onChange,
  onKeyDown,
  onBlur,
}: FieldInputProps) {
  const off = !enabled;
  const naming = showLabel ? { label } : { 'aria-label': label };
  const common = {
    size: showLabel ? ('sm' as const) : ('xs' as const),
    ...naming,
    required,
    ...(required && !showLabel ? rowRequiredMark() : {}),
    error,
    autoFocus,
    // A modal's focus trap starts on this input rather than on the modal's close button.
    ...(autoFocus ? { 'data-autofocus': true } : {}),
    disabled: disabled || off,
    onKeyDown,
    ...(onBlur ? { onBlur } : {}),
    ...(warning ? warningProps(warning) : {}),
  };
  switch (input.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          type={input.type ?? 'text'}
          placeholder={input.placeholder ?? label}
          value={String(value ?? '')}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onChange(input.upperCase ? text.toUpperCase() : text);
          }}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          hideControls
          // A number out of range is refused with the field's message, never quietly moved.
          clampBehavior="none"
          decimalScale={input.decimals ?? 0}
          value={value === null || value === undefined ? '' : (value as number | string)}
          onChange={onChange}
        />
      );
    case 'money':
      return (
        <TextInput
          {...common}
          inputMode="decimal"
          placeholder="0.00"
          styles={{ input: { textAlign: 'right' } }}
          value={String(value ?? '')}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'checkbox':
      return (
        <Center inline={showLabel}>
          <Checkbox
            {...naming}
            error={error}
            disabled={disabled || off}
            autoFocus={autoFocus}
            onKeyDown={onKeyDown}
            checked={value === input.on}
            onChange={(event) => onChange(event.currentTarget.checked ? input.on : input.off)}
          />
        </Center>
      );
    case 'select':
      return (
        <OptionSelect
          {...common}
          options={input.options}
          placeholder={placeholderOf(input, label)}
          clearable={input.clearable ?? false}
          value={value}
          onChange={onChange}
        />
      );
    case 'reference':
      return (
        <ReferenceSelect
          {...common}
          reference={input}
          placeholder={placeholderOf(input, label)}
          value={value}
          onChange={onChange}
        />
      );
    case 'references':
      return <ReferencesSelect {...common} list={input.list} value={value} onChange={onChange} />;
    case 'date':
      return (
        <DateField
          {...common}
          name={label}
          // No bounds on typing: a date out of range is kept and refused with the reason
          // (bounds.ts); the calendar offers only the days in range.
          excludeDate={outsideBounds(input)}
          value={value}
          onChange={onChange}
        />
      );
  }
}

type SelectProps = Omit<
  FieldInputProps,
  'input' | 'label' | 'showLabel' | 'enabled' | 'warning'
> & {
  clearable?: boolean;
  placeholder?: string;
  'aria-label'?: string;
  label?: string;
  size: 'xs' | 'sm';
  /** What the select says when it has no choices at all. */
  nothingFound?: string | undefined;
};

function OptionSelect({
  options,
  clearable = false,
  value,
  onChange,
  nothingFound,
  ...rest
}: SelectProps & { options: readonly SelectOption[] }) {
  const numeric = typeof options[0]?.value === 'number';
  return (
    <SearchSelect
      {...rest}
      clearable={clearable}
      // An empty dropdown always says why: no choices at all, or none matching the typed text.
      nothingFoundMessage={
        options.length === 0 ? (nothingFound ?? FORM_MESSAGES.noChoices) : FORM_MESSAGES.noMatches
      }
      comboboxProps={{ withinPortal: true }}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={value === null || value === undefined ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : numeric ? Number(next) : next)}
    />
  );
}

function ReferenceSelect({
  reference,
  ...rest
}: SelectProps & {
  reference: {
    list: ReferenceName;
    value?: string;
    label?: string;
    clearable?: boolean;
    nothingFound?: string;
  };
}) {
  const list = referenceLists[reference.list];
  const options = useReferenceOptions(reference.list, reference.value, reference.label);
  return (
    <OptionSelect
      {...rest}
      // The list's own 'Select …' entry names the empty choice ('Select One' for vessel calls).
      placeholder={list.placeholder}
      clearable={reference.clearable ?? false}
      nothingFound={reference.nothingFound ?? list.nothingFound}
      options={options}
    />
  );
}

/** Reference rows as choices: the list's id as the value, its label as the text. */
function useReferenceOptions(list: ReferenceName, valueKey?: string, labelKey?: string) {
  const { data } = useQuery(referenceQuery(list));
  const declared = referenceLists[list];
  const value = valueKey ?? declared.id;
  const label = labelKey ?? declared.label;
  // Ids are numbers; some lists are keyed by a code (a container type's GP, HC …).
  return ((data ?? []) as Record<string, unknown>[]).map((row) => ({
    value: typeof row[value] === 'string' ? String(row[value]) : Number(row[value]),
    label: String(row[label] ?? ''),
  }));
}

/** Several choices of a reference list, held and sent as the list of their ids. */
function ReferencesSelect({
  list,
  value,
  onChange,
  onKeyDown,
  ...rest
}: Omit<SelectProps, 'clearable' | 'nothingFound'> & { list: ReferenceName }) {
  const options = useReferenceOptions(list);
  const chosen = Array.isArray(value) ? (value as unknown[]).map(String) : [];
  return (
    <MultiSelect
      {...rest}
      onKeyDown={onKeyDown}
      searchable
      placeholder={chosen.length === 0 ? referenceLists[list].placeholder : undefined}
      nothingFoundMessage={
        options.length === 0
          ? (referenceLists[list].nothingFound ?? FORM_MESSAGES.noChoices)
          : FORM_MESSAGES.noMatches
      }
      comboboxProps={{ withinPortal: true }}
      // The typed search sits beside the chosen pills rather than on a line of its own.
      styles={{ inputField: { minWidth: '4ch' } }}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={chosen}
      onChange={(next) => onChange(next.map(Number))}
    />
  );
}
