import { Badge, Group, Tooltip } from '@mantine/core';
import { OFFLINE_MESSAGES } from '@quaybook/contract';
import { IconWifi, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { keepOfflineLists } from './offlineLists';
import { useOnline } from './useOnline';
import { useQueuedEntries } from './useQueuedEntries';
import { useQueueSync } from './useQueueSync';

const LISTS_AFTER_MS = 5_000;

// The sender is the entry screens' saves, loaded with them only when the sync first runs.
const loadSender = async () => (await import('./sendQueued')).sendQueued;

/**
 * In the header: online or offline, and how many of the user's entries wait on the tablet or were
 * refused. It also sends them, whenever there is a network.
 */
export function OfflineStatus({ userId }: { userId: number }) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const entries = useQueuedEntries();
  useEffect(() => {
    if (!online) return;
    // After the screen has what it needs: the lists are for later, without a network.
    const timer = window.setTimeout(
      () => void keepOfflineLists(queryClient, userId),
      LISTS_AFTER_MS,
    );
    return () => window.clearTimeout(timer);
  }, [online, queryClient, userId]);
  const { syncing } = useQueueSync(userId, online, loadSender);
  const mine = entries.filter((entry) => entry.userId === userId);
  const waiting = mine.filter((entry) => entry.state === 'waiting').length;
  const refused = mine.filter((entry) => entry.state === 'refused').length;
  const others = entries.filter((entry) => entry.userId !== userId && entry.state !== 'sent');
  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label="Network and queue" aria-live="polite">
      <Badge
        variant="light"
        color={online ? 'teal' : 'orange'}
        leftSection={online ? <IconWifi size={12} /> : <IconWifiOff size={12} />}
      >
        {online ? OFFLINE_MESSAGES.online : OFFLINE_MESSAGES.offline}
      </Badge>
      {waiting > 0 && (
        <Badge variant="outline" color="blue">
          {online && syncing ? `${OFFLINE_MESSAGES.sending} ` : ''}
          {OFFLINE_MESSAGES.waiting(waiting)}
        </Badge>
      )}
      {refused > 0 && (
        <Badge variant="filled" color="red">
          {OFFLINE_MESSAGES.refused(refused)}
        </Badge>
      )}
      {others.length > 0 && (
        <Tooltip label={OFFLINE_MESSAGES.othersWaiting(others.length)} multiline w={260}>
          <Badge variant="light" color="gray">
            +{others.length}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
