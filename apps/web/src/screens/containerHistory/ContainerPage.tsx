import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import type { ContainerTimeline } from '@quaybook/contract';
import type { ReactNode } from 'react';
import { ListLoading } from '../../lists/screen/ListStatus';
import { ContainerNumberForm, useChosenContainer } from './ContainerNumberForm';
import { useContainerTimeline } from './useContainerTimeline';

/**
 * A screen about one container chosen by its number (?container=…): the box to type another,
 * then, once its timeline is loaded, what the screen shows of it.
 */
export function ContainerPage({
  title,
  prompt,
  forget,
  children,
}: {
  title: string;
  /** What the screen says until a number is chosen. */
  prompt: string;
  /** Query parameters that belong to the container shown, dropped when another is chosen. */
  forget?: readonly string[];
  children(timeline: ContainerTimeline): ReactNode;
}) {
  const [chosen, choose] = useChosenContainer();
  const timeline = useContainerTimeline(chosen);
  const body = (() => {
    if (chosen === '')
      return (
        <Text size="sm" c="dimmed">
          {prompt}
        </Text>
      );
    if (timeline.isPending) return <ListLoading text={`Loading ${chosen}...`} />;
    if (timeline.isError)
      return (
        <Alert color="red" title={`Nothing to show for ${chosen}`}>
          {timeline.error.message}
        </Alert>
      );
    return children(timeline.data);
  })();
  return (
    <Stack gap="sm" maw={1180}>
      <Group justify="space-between" align="flex-end">
        <Title order={3}>{title}</Title>
        <ContainerNumberForm chosen={chosen} onChoose={(number) => choose(number, forget)} />
      </Group>
      {body}
    </Stack>
  );
}
