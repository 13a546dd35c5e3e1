import { ActionIcon } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';

/** The calendar button inside a typed date input: it opens the picker of the field `name`. */
export function CalendarButton({
  name,
  disabled = false,
  onClick,
}: {
  name: string;
  disabled?: boolean | undefined;
  onClick(): void;
}) {
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`Pick ${name}`}
      // Dates are typed; the calendar is for the pointer, so Tab goes past it.
      tabIndex={-1}
      disabled={disabled}
      onClick={onClick}
    >
      <IconCalendar size={16} />
    </ActionIcon>
  );
}
