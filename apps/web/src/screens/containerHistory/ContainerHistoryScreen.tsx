import { Stack, Text, Timeline } from '@mantine/core';
import type { PhotoRow } from '@quaybook/contract';
import { IconClipboardCheck, IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { PhotoViewer } from '../../photos/PhotoViewer';
import { ChangeCard } from './ChangeCard';
import { ContainerPage } from './ContainerPage';
import { ContainerSummary } from './ContainerSummary';
import { InspectionCard } from './InspectionCard';
import { timelineEntries } from './timeline';

interface Viewing {
  title: string;
  photos: readonly PhotoRow[];
  index: number;
}

/**
 * A container's page: the container, then every inspection of it and every change made to them,
 * newest first, with the damage lines and photos of each inspection.
 */
export default function ContainerHistoryScreen() {
  const [viewing, setViewing] = useState<Viewing | null>(null);
  return (
    <ContainerPage
      title="Container History"
      prompt="Type a container number and Show to see its inspections and their changes."
    >
      {(timeline) => {
        const { container, inspections } = timeline;
        const entries = timelineEntries(timeline);
        return (
          <Stack gap="sm">
            <ContainerSummary container={container} inspections={inspections.length} />
            {entries.length === 0 ? (
              <Text size="sm" c="dimmed">
                No inspections of this container yet.
              </Text>
            ) : (
              <Timeline
                bulletSize={22}
                lineWidth={2}
                aria-label="Timeline"
                // Dense: one change a line or two, close to the next.
                styles={{ item: { marginTop: 12 } }}
              >
                {entries.map((entry) =>
                  entry.kind === 'inspection' ? (
                    <Timeline.Item
                      key={`i${entry.inspection.reportid}`}
                      bullet={<IconClipboardCheck size={13} />}
                    >
                      <InspectionCard
                        inspection={entry.inspection}
                        onPhoto={(index) =>
                          setViewing({
                            title: `${container.contnumber}, inspection ${entry.inspection.reportid}`,
                            photos: entry.inspection.photos,
                            index,
                          })
                        }
                      />
                    </Timeline.Item>
                  ) : (
                    <Timeline.Item
                      key={`c${entry.event.id}`}
                      bullet={<IconHistory size={13} />}
                      color="gray"
                    >
                      <ChangeCard event={entry.event} />
                    </Timeline.Item>
                  ),
                )}
              </Timeline>
            )}
            <PhotoViewer
              title={viewing?.title ?? ''}
              photos={viewing?.photos ?? []}
              index={viewing?.index ?? null}
              onIndex={(index) => setViewing((now) => (now ? { ...now, index } : now))}
              onClose={() => setViewing(null)}
            />
          </Stack>
        );
      }}
    </ContainerPage>
  );
}
