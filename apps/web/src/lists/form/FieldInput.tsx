import { Center, Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { dmyToIso } from '@quaybook/domain';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { type ReferenceName, referenceLists, referenceQuery } from '../../reference/referenceLists';
import type { CellEditor, SelectOption } from '../descriptor';

interface FieldInputProps {
  editor: CellEditor;
  label: string;
  /** Show the label above the input (overlay form) instead of only naming it for assistive tech. */
  showLabel?: boolean;
  /** All values of the row, for editors enabled by another field. */
  rowValues?: Record<string, unknown>;
  value: unknown;
  error: string | undefined;
  /** A note under the input that does not block saving (a likely typo). */
  warning?: string | undefined;
  autoFocus: boolean;
  disabled: boolean;
  onChange(value: unknown): void;
  onKeyDown(event: KeyboardEvent): void;
}

/** The value an empty add row starts with for this editor. */
export function emptyValue(editor: CellEditor): unknown {
  switch (editor.kind) {
    case 'text':
      return '';
    case 'number':
      return editor.defaultValue ?? '';
    case 'money':
      return '';
    case 'checkbox':
      return editor.off;
    case 'select':
      return editor.defaultValue ?? null;
    case 'reference':
    case 'date':
      return null;
  }
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

/** One input of the inline add or edit row, or of the add overlay. */
export function FieldInput({
  editor,
  label,
  showLabel = false,
  rowValues = {},
  value,
  error,
  warning,
  autoFocus,
  disabled,
  onChange,
  onKeyDown,
}: FieldInputProps) {
  const off = editor.enabledWhen ? !editor.enabledWhen(rowValues) : false;
  const naming = showLabel ? { label } : { 'aria-label': label };
  const common = {
    size: showLabel ? ('sm' as const) : ('xs' as const),
    ...naming,
    error,
    autoFocus,
    disabled: disabled || off,
    onKeyDown,
    ...(warning ? warningProps(warning) : {}),
  };
  switch (editor.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
          type={editor.type ?? 'text'}
          placeholder={editor.placeholder ?? label}
          value={String(value ?? '')}
          onChange={(event) => {
            const text = event.currentTarget.value;
            onChange(editor.upperCase ? text.toUpperCase() : text);
          }}
        />
      );
    case 'number':
      return (
        <NumberInput
          {...common}
          hideControls
          min={editor.min}
          decimalScale={editor.decimals ?? 0}
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
            checked={value === editor.on}
            onChange={(event) => onChange(event.currentTarget.checked ? editor.on : editor.off)}
          />
        </Center>
      );
    case 'select':
      return (
        <OptionSelect
          {...common}
          options={editor.options}
          placeholder={`Select ${label}`}
          clearable={editor.clearable ?? false}
          value={value}
          onChange={onChange}
        />
      );
    case 'reference':
      return (
        <ReferenceSelect
          {...common}
          editor={editor}
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
          minDate={dateBound(editor.minDate)}
          maxDate={dateBound(editor.maxDate)}
          dateParser={(text: string) => dmyToIso(text)}
          value={typeof value === 'string' && value ? value : null}
          onChange={(next: string | null) => onChange(next ?? null)}
        />
      );
  }
}

type SelectProps = Omit<
  FieldInputProps,
  'editor' | 'label' | 'showLabel' | 'rowValues' | 'warning'
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
  editor,
  ...rest
}: SelectProps & {
  editor: { list: ReferenceName; value?: string; label?: string; clearable?: boolean };
}) {
  const { data } = useQuery(referenceQuery(editor.list));
  const list = referenceLists[editor.list];
  const value = editor.value ?? list.id;
  const label = editor.label ?? list.label;
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
      clearable={editor.clearable ?? false}
      options={options}
    />
  );
}
