import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { issuedDocument } from '../../documents/issuedDocument';
import { PhotoThumb, type ShownPhoto } from '../../photos/PhotoThumb';
import { PhotoViewer } from '../../photos/PhotoViewer';
import type { PhotoSource } from '../../photos/usePhotoUrl';

/** An estimate's photos as the depot opens them: documents of its company. */
export const DOCUMENT_PHOTOS: PhotoSource = {
  key: 'document',
  fetch: issuedDocument,
};

/** A photo of an estimate line, as the estimate and the approval page name it. */
interface LinePhoto {
  name: string;
  thumbnail: string;
}

/** A line's photos as thumbnails; a click opens the photo at full size, with the others. */
export function LinePhotos({
  photos,
  title,
  source,
  size = 36,
}: {
  photos: readonly LinePhoto[];
  /** Names the line: 'MSKU1234565 line 2'. */
  title: string;
  source: PhotoSource;
  size?: number;
}) {
  const [index, setIndex] = useState<number | null>(null);
  if (photos.length === 0)
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  const shown: ShownPhoto[] = photos.map((photo, at) => ({
    imagepath: photo.name,
    thumbnail: photo.thumbnail,
    originalName: `${title}, photo ${at + 1}`,
  }));
  return (
    <>
      <Group gap={4} wrap="nowrap">
        {shown.map((photo, at) => (
          <PhotoThumb
            key={photo.imagepath}
            photo={photo}
            size={size}
            source={source}
            onOpen={() => setIndex(at)}
          />
        ))}
      </Group>
      <PhotoViewer
        title={title}
        photos={shown}
        index={index}
        onIndex={setIndex}
        onClose={() => setIndex(null)}
        source={source}
      />
    </>
  );
}
