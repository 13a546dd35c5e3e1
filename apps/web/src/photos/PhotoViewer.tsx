import { ActionIcon, Button, Center, Group, Loader, Modal, ScrollArea, Text } from '@mantine/core';
import { formatDate } from '@quaybook/domain';
import { IconChevronLeft, IconChevronRight, IconDownload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { downloadBlob } from '../lists/export/download';
import { PhotoThumb, type ShownPhoto } from './PhotoThumb';
import classes from './PhotoViewer.module.css';
import { stepPhoto } from './photoSteps';
import { useFade } from './useFade';
import { type PhotoSource, photoQuery, usePhotoUrl } from './usePhotoUrl';

interface PhotoViewerProps {
  /** Names whose photos these are: 'MSCU1234565, 23/11/2026 09:30'. */
  title: string;
  photos: readonly ShownPhoto[];
  /** The photo asked for; null while the viewer is closed. */
  index: number | null;
  onIndex(index: number): void;
  onClose(): void;
  /** Where the bytes come from, when not an inspection's photos. */
  source?: PhotoSource | undefined;
}

/**
 * A photo at full size with Previous and Next (and the arrow keys), a 300 ms fade from one to the
 * next, a download of the original, and the thumbnails of the others below.
 */
export function PhotoViewer({ title, photos, index, onIndex, onClose, source }: PhotoViewerProps) {
  const opened = index !== null && photos.length > 0;
  const asked = Math.min(index ?? 0, Math.max(photos.length - 1, 0));

  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex(stepPhoto(asked, photos.length, 1));
      if (event.key === 'ArrowLeft') onIndex(stepPhoto(asked, photos.length, -1));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, asked, photos.length, onIndex]);

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="80rem" centered>
      {/* Mounted only while open, so a viewer opened on a photo starts on it without a fade. */}
      {opened && <ViewerBody photos={photos} asked={asked} onIndex={onIndex} source={source} />}
    </Modal>
  );
}

function ViewerBody({
  photos,
  asked,
  onIndex,
  source,
}: {
  photos: readonly ShownPhoto[];
  asked: number;
  onIndex(index: number): void;
  source: PhotoSource | undefined;
}) {
  const fade = useFade(asked);
  const photo = photos[fade.shown] ?? photos[asked];
  const full = usePhotoUrl(photo?.imagepath, source);
  const step = (by: 1 | -1) => onIndex(stepPhoto(asked, photos.length, by));
  const several = photos.length > 1;
  // The photos either side are fetched ahead, so Previous and Next show at once.
  const queryClient = useQueryClient();
  useEffect(() => {
    for (const by of [1, -1] as const) {
      const near = photos[stepPhoto(asked, photos.length, by)];
      if (near) void queryClient.prefetchQuery(photoQuery(near.imagepath, source));
    }
  }, [asked, photos, queryClient, source]);
  return (
    <>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" truncate>
          Photo {asked + 1} of {photos.length}
          {photo ? ` · ${photo.originalName}` : ''}
          {photo?.createdAt ? ` · ${formatDate(photo.createdAt, { time: true })}` : ''}
        </Text>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} />}
          disabled={!full.file}
          onClick={() => full.file && photo && downloadBlob(full.file.blob, photo.originalName)}
        >
          Download
        </Button>
      </Group>
      <Group gap="xs" wrap="nowrap" align="center">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Previous photo"
          disabled={!several}
          onClick={() => step(-1)}
        >
          <IconChevronLeft size={18} />
        </ActionIcon>
        <Center
          h="60vh"
          style={{ flex: 1, background: 'var(--mantine-color-dark-7)', borderRadius: 4 }}
        >
          {full.url ? (
            <img
              key={full.url}
              className={classes.photo}
              src={full.url}
              alt={photo?.originalName ?? ''}
              style={{ ...fade.style, maxWidth: '100%', maxHeight: '60vh', objectFit: 'contain' }}
            />
          ) : full.failed ? (
            <Text c="gray.4">The photo could not be loaded.</Text>
          ) : (
            <Loader color="gray.4" />
          )}
        </Center>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Next photo"
          disabled={!several}
          onClick={() => step(1)}
        >
          <IconChevronRight size={18} />
        </ActionIcon>
      </Group>
      {several && (
        <ScrollArea mt="sm" type="auto" offsetScrollbars="x">
          <Group gap={6} wrap="nowrap" pb={4}>
            {photos.map((each, at) => (
              <PhotoThumb
                key={each.imagepath}
                photo={each}
                size={64}
                current={at === asked}
                source={source}
                onOpen={() => onIndex(at)}
              />
            ))}
          </Group>
        </ScrollArea>
      )}
    </>
  );
}
