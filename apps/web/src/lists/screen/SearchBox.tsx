import { CloseButton, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The list's live search, with a button that clears it. */
export function SearchBox({ value, onChange }: { value: string; onChange(text: string): void }) {
  return (
    <TextInput
      size="sm"
      w={280}
      aria-label="Search"
      placeholder="Search"
      leftSection={<IconSearch size={16} />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      rightSection={
        value ? (
          <CloseButton size="sm" aria-label="Clear search" onClick={() => onChange('')} />
        ) : null
      }
    />
  );
}
