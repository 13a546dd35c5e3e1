import { Center, Loader, Text, UnstyledButton } from '@mantine/core';
import type { PhotoRow } from '@quaybook/contract';
import { IconPhotoOff } from '@tabler/icons-react';
import { type PhotoSource, usePhotoUrl } from './usePhotoUrl';

/** What a thumbnail and the viewer need of a photo: an inspection's photo is one. */
export type ShownPhoto = Pick<PhotoRow, 'imagepath' | 'thumbnail' | 'originalName'> & {
  createdAt?: string;
};

/** One thumbnail, a button that opens the photo; `current` marks the one the viewer shows. */
export function PhotoThumb({
  photo,
  size,
  current = false,
  source,
  onOpen,
}: {
  photo: ShownPhoto;
  size: number;
  current?: boolean;
  /** Where the bytes come from, when not an inspection's photos. */
  source?: PhotoSource | undefined;
  onOpen(): void;
}) {
  const { url, failed } = usePhotoUrl(photo.thumbnail, source);
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={`Open photo ${photo.originalName}`}
      aria-current={current || undefined}
      title={photo.originalName}
      w={size}
      h={size}
      style={{
        borderRadius: 4,
        overflow: 'hidden',
        flex: '0 0 auto',
        outline: current ? '2px solid var(--mantine-primary-color-filled)' : undefined,
        outlineOffset: 1,
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      {url ? (
        <img
          src={url}
          // The button names the photo; the picture itself would only say it again.
          alt=""
          width={size}
          height={size}
          style={{ objectFit: 'cover', display: 'block' }}
        />
      ) : (
        <Center h={size}>
          {failed ? (
            <Text c="dimmed" title="The photo could not be loaded">
              <IconPhotoOff size={18} />
            </Text>
          ) : (
            <Loader size="xs" />
          )}
        </Center>
      )}
    </UnstyledButton>
  );
}
