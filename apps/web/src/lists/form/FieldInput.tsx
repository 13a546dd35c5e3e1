import { Center, Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { dmyToIso } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { type ReferenceName, referenceLists, referenceQuery } from '../../reference/referenceLists';
import type { FieldInputKind, SelectOption } from './fields';

interface FieldInputProps {
  input: FieldInputKind;
  label: string;
  /** Show the label above the input (overlay form) instead of only naming it for assistive tech. */
  showLabel?: boolean;
  /** False while another field says this one cannot be filled (Sail Date without Is Sail). */
  enabled?: boolean;
  /** Marks the label with an asterisk: the spec's 'Party *'. */
  required?: boolean;
  value: unknown;
  error: string | undefined;
  /** A note under the input that does not block saving (a likely typo). */
  warning?: string | undefined;
  autoFocus: boolean;
  disabled: boolean;
  onChange(value: unknown): void;
  onKeyDown(event: KeyboardEvent): void;
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

const pad = (n: number) => String(n).padStart(2, '0');

function dateBound(bound: string | undefined): string | undefined {
  const now = new Date();
  if (bound === 'startOfYear') return `${now.getFullYear()}-01-01`;
  if (bound === 'today')
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  return bound;
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
}: FieldInputProps) {
  const off = !enabled;
  const naming = showLabel ? { label, withAsterisk: required } : { 'aria-label': label };
  const common = {
    size: showLabel ? ('sm' as const) : ('xs' as const),
    ...naming,
    error,
    autoFocus,
    disabled: disabled || off,
    onKeyDown,
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
          min={input.min}
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
          placeholder={`Select ${label}`}
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
          placeholder={`Select ${label}`}
          value={value}
          onChange={onChange}
        />
      );
    case 'date':
      return (
        <DateInput
          {...common}
          valueFormat="DD/MM/YYYY"
          placeholder="dd/mm/yyyy"
          clearable
          popoverProps={{ withinPortal: true }}
          minDate={dateBound(input.minDate)}
          maxDate={dateBound(input.maxDate)}
          dateParser={(text: string) => dmyToIso(text)}
          value={typeof value === 'string' && value ? value : null}
          onChange={(next: string | null) => onChange(next ?? null)}
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
};

function OptionSelect({
  options,
  clearable = false,
  value,
  onChange,
  ...rest
}: SelectProps & { options: readonly SelectOption[] }) {
  const numeric = typeof options[0]?.value === 'number';
  return (
    <Select
      {...rest}
      searchable
      allowDeselect={false}
      clearable={clearable}
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
  reference: { list: ReferenceName; value?: string; label?: string; clearable?: boolean };
}) {
  const { data } = useQuery(referenceQuery(reference.list));
  const list = referenceLists[reference.list];
  const value = reference.value ?? list.id;
  const label = reference.label ?? list.label;
  // Ids are numbers; some lists are keyed by a code (a container type's GP, HC …).
  const options = ((data ?? []) as Record<string, unknown>[]).map((row) => ({
    value: typeof row[value] === 'string' ? String(row[value]) : Number(row[value]),
    label: String(row[label] ?? ''),
  }));
  return (
    <OptionSelect
      {...rest}
      // The list's own 'Select …' entry names the empty choice ('Select One' for vessel calls).
      placeholder={list.placeholder}
      clearable={reference.clearable ?? false}
      options={options}
    />
  );
}
