import { Center, Checkbox, NumberInput, Select, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { type ReferenceName, referenceQuery } from '../reference/referenceLists';
import type { CellEditor, SelectOption } from './descriptor';

interface CellInputProps {
  editor: CellEditor;
  label: string;
  value: unknown;
  error: string | undefined;
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
    case 'checkbox':
      return editor.off;
    case 'select':
      return editor.defaultValue ?? null;
    case 'reference':
      return null;
  }
}

/** One input of the inline add or edit row. */
export function CellInput({
  editor,
  label,
  value,
  error,
  autoFocus,
  disabled,
  onChange,
  onKeyDown,
}: CellInputProps) {
  const common = {
    size: 'xs' as const,
    'aria-label': label,
    error,
    autoFocus,
    disabled,
    onKeyDown,
  };
  switch (editor.kind) {
    case 'text':
      return (
        <TextInput
          {...common}
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
    case 'checkbox':
      return (
        <Center>
          <Checkbox
            aria-label={label}
            error={error}
            disabled={disabled}
            autoFocus={autoFocus}
            onKeyDown={onKeyDown}
            checked={value === editor.on}
            onChange={(event) => onChange(event.currentTarget.checked ? editor.on : editor.off)}
          />
        </Center>
      );
    case 'select':
      return (
        <OptionSelect {...common} options={editor.options} value={value} onChange={onChange} />
      );
    case 'reference':
      return <ReferenceSelect {...common} editor={editor} value={value} onChange={onChange} />;
  }
}

type SelectProps = Omit<CellInputProps, 'editor' | 'label'> & { 'aria-label': string; size: 'xs' };

function OptionSelect({
  options,
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
}: SelectProps & { editor: { list: ReferenceName; value: string; label: string } }) {
  const { data } = useQuery(referenceQuery(editor.list));
  const options = ((data ?? []) as Record<string, unknown>[]).map((row) => ({
    value: Number(row[editor.value]),
    label: String(row[editor.label] ?? ''),
  }));
  return <OptionSelect {...rest} options={options} />;
}
