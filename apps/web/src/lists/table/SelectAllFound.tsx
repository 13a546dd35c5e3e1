import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { notify } from '../../notify';

/**
 * Under a paged table whose header box ticked every row shown: offers to tick every row the
 * filters found, on every page, for a bulk action; then says so and offers to clear.
 */
export function SelectAllFound({
  allShownTicked,
  shown,
  total,
  selected,
  everyId,
  onAdd,
  onClear,
}: {
  allShownTicked: boolean;
  shown: number;
  total: number;
  selected: number;
  everyId(): Promise<readonly string[]>;
  onAdd(ids: readonly string[]): void;
  onClear(): void;
}) {
  const [busy, setBusy] = useState(false);
  if (total <= shown || !(allShownTicked || selected >= total)) return null;
  const everyTicked = selected >= total;
  return (
    <Group gap="xs" justify="center" py={2} bg="blue.0" style={{ borderRadius: 4 }}>
      <Text size="sm">
        {everyTicked
          ? `All ${total} rows found are ticked.`
          : `All ${shown} rows on this page are ticked.`}
      </Text>
      {everyTicked ? (
        <Button size="compact-sm" variant="subtle" onClick={onClear}>
          Clear the ticks
        </Button>
      ) : (
        <Button
          size="compact-sm"
          variant="subtle"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void everyId()
              .then(onAdd, (error: Error) => notify.error(error.message))
              .finally(() => setBusy(false));
          }}
        >
          Tick all {total} rows found
        </Button>
      )}
    </Group>
  );
}
