import { Alert, Button, Center, Group, Loader, Text } from '@mantine/core';
import { CallError } from '../../api/client';

/** What a table shows while its rows load. */
export function ListLoading({ text }: { text: string }) {
  return (
    <Center py="xl">
      <Group gap="sm">
        <Loader size="sm" />
        <Text c="dimmed">{text}</Text>
      </Group>
    </Center>
  );
}

/** What replaces a table whose rows could not be loaded, with a way to try again. */
export function ListLoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string;
  onRetry(): void;
}) {
  return (
    <Alert color="red" title={title}>
      <Group justify="space-between">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}

/** A list the user may not read: the server said so; there is nothing to search or add. */
export function ListForbidden({ message }: { message: string }) {
  return (
    <Alert color="orange" title="Not allowed">
      <Text size="sm">{message} Ask an administrator if you need this screen.</Text>
    </Alert>
  );
}

/** Whether the server refused the list to this user: there is nothing to search, add or export. */
export const isForbidden = (error: Error | null) =>
  error instanceof CallError && error.status === 403;
