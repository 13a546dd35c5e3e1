import { Group, Text } from '@mantine/core';
import type { PhotoRow } from '@quaybook/contract';
import { PhotoThumb } from './PhotoThumb';

/** Thumbnails side by side, wrapping; a click opens that photo in the viewer. */
export function PhotoGrid({
  photos,
  size = 96,
  current,
  emptyText = 'No photos',
  onOpen,
}: {
  photos: readonly PhotoRow[];
  size?: number;
  current?: number;
  emptyText?: string;
  onOpen(index: number): void;
}) {
  if (photos.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  return (
    <Group gap={6} wrap="wrap">
      {photos.map((photo, index) => (
        <PhotoThumb
          key={photo.imagepath}
          photo={photo}
          size={size}
          current={index === current}
          onOpen={() => onOpen(index)}
        />
      ))}
    </Group>
  );
}
