import { Alert, Button, Group, List, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** A refusal the user may override once they have read it: what it names, and how to go on. */
export interface Confirmation {
  title: string;
  message: string;
  /** Each thing the refusal names, one a line. */
  items: readonly string[];
  /** The button that sends again, and what that call adds to the query. */
  label: string;
  accept: Record<string, string | number>;
}

interface ConfirmationAlertProps {
  confirmation: Confirmation;
  busy: boolean;
  onAccept: () => void;
  onCancel: () => void;
}

/** The warning a refusal to confirm shows on the screen, naming every item, with its way on. */
export function ConfirmationAlert({
  confirmation,
  busy,
  onAccept,
  onCancel,
}: ConfirmationAlertProps) {
  return (
    <Alert
      color="orange"
      variant="light"
      title={confirmation.title}
      icon={<IconAlertTriangle size={18} />}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">{confirmation.message}</Text>
        <ScrollArea.Autosize mah={180}>
          <List size="sm" spacing={2}>
            {confirmation.items.map((item) => (
              <List.Item key={item} ff="monospace">
                {item}
              </List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
        <Group gap="sm">
          <Button color="orange" size="xs" loading={busy} onClick={onAccept}>
            {confirmation.label}
          </Button>
          <Button variant="default" size="xs" disabled={busy} onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
