import { Popover, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { dmyToIso, formatDate } from '@quaybook/domain';
import { type KeyboardEvent, useState } from 'react';
import { CalendarButton } from '../form/CalendarButton';

interface DateFilterInputProps {
  label: string;
  /** The date as typed, dd/mm/yyyy; a picked date is written the same way. */
  value: string;
  error: string | undefined;
  required: boolean;
  autoFocus: boolean;
  onChange(text: string): void;
  onBlur(): void;
  onKeyDown(event: KeyboardEvent): void;
  /** The last day the calendar offers (ISO), as on Bill Generate's bill date: today. */
  maxDate?: string;
}

/**
 * A date typed dd/mm/yyyy, as staff type them, or picked from a calendar. The text stays as
 * typed, so leaving a date that is not one can say so ('Invalid From Date').
 */
export function DateFilterInput({
  label,
  value,
  error,
  required,
  autoFocus,
  onChange,
  onBlur,
  onKeyDown,
  maxDate,
}: DateFilterInputProps) {
  const [picking, setPicking] = useState(false);
  return (
    <Popover opened={picking} onChange={setPicking} position="bottom-end" shadow="md" trapFocus>
      <Popover.Target>
        <TextInput
          size="sm"
          label={label}
          withAsterisk={required}
          placeholder="dd/mm/yyyy"
          value={value}
          error={error}
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          rightSection={<CalendarButton name={label} onClick={() => setPicking((open) => !open)} />}
        />
      </Popover.Target>
      <Popover.Dropdown>
        <DatePicker
          value={dmyToIso(value)}
          {...(maxDate ? { maxDate } : {})}
          onChange={(picked) => {
            onChange(formatDate(picked));
            setPicking(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
}
