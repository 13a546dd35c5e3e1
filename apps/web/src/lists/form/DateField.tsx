import { Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { FORM_MESSAGES } from '@quaybook/contract';
import { dmyToIso, formatDate, isIsoDate } from '@quaybook/domain';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';

type DateFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'name'> & {
  /** The field's name in its messages ('Vcn Date is not a date …'). */
  name: string;
  /** The field's value: an ISO date, or the text typed when it is no date, kept to be refused. */
  value: unknown;
  onChange(value: string | null): void;
  /** Days the calendar does not offer (outside the field's bounds). */
  excludeDate?: ((day: string) => boolean) | undefined;
};

/** Text a value shows: an ISO date as dd/mm/yyyy, anything else as it was typed. */
const shown = (value: unknown) =>
  typeof value === 'string' ? (isIsoDate(value) ? formatDate(value) : value) : '';

/**
 * A date typed dd/mm/yyyy or picked from a calendar. A typed text that is no date (31/02/2026)
 * stays as typed and becomes the field's value, so it is never silently emptied: the field says
 * why once left, and the contract's check refuses it on saving.
 */
export function DateField({
  name,
  value,
  onChange,
  excludeDate,
  error,
  onBlur,
  ...input
}: DateFieldProps) {
  const [picking, setPicking] = useState(false);
  const [left, setLeft] = useState(false);
  const text = shown(value);
  const message = FORM_MESSAGES.notADate(name);
  // Said once the field is left, not at each keystroke of a date still being typed.
  const notADate = text !== '' && !isIsoDate(String(value));
  const shownError = !left && error === message ? undefined : left && notADate ? message : error;
  return (
    <Popover opened={picking} onChange={setPicking} position="bottom-start" shadow="md">
      <Popover.Target>
        <TextInput
          {...input}
          placeholder="dd/mm/yyyy"
          value={text}
          error={shownError}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setLeft(false);
            onChange(typed.trim() === '' ? null : (dmyToIso(typed) ?? typed));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Escape') setPicking(false);
            input.onKeyDown?.(event);
          }}
          onBlur={(event) => {
            setLeft(true);
            setPicking(false);
            onBlur?.(event);
          }}
          // The calendar opens on a click in the input, as a picker's does; the icon only shows
          // it is a date, and lets the click through to the input.
          onClick={() => setPicking(true)}
          rightSection={<IconCalendar size={14} />}
          rightSectionPointerEvents="none"
        />
      </Popover.Target>
      {/* A press in the calendar keeps the input focused, so leaving it does not close it first. */}
      <Popover.Dropdown onMouseDown={(event) => event.preventDefault()}>
        <DatePicker
          value={isIsoDate(String(value)) ? String(value) : null}
          {...(excludeDate ? { excludeDate } : {})}
          onChange={(picked) => {
            onChange(picked);
            setPicking(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
