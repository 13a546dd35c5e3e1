import { Center, Loader, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { PhotoViewer } from './PhotoViewer';
import { useInspectionPhotos } from './useInspectionPhotos';

/** The viewer of one recorded inspection's photos, fetched when it opens. */
export function InspectionPhotosViewer({
  reportid,
  title,
  onClose,
}: {
  reportid: number | null;
  title: string;
  onClose(): void;
}) {
  const photos = useInspectionPhotos(reportid);
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState(reportid);
  if (seen !== reportid) {
    setSeen(reportid);
    setIndex(0);
  }
  if (reportid !== null && (photos.isPending || photos.isError || photos.data.length === 0))
    return (
      <Modal opened onClose={onClose} title={title} centered>
        <Center py="lg">
          {photos.isPending ? (
            <Loader size="sm" />
          ) : (
            <Text size="sm" c="dimmed">
              {photos.isError ? photos.error.message : 'This inspection has no photos.'}
            </Text>
          )}
        </Center>
      </Modal>
    );
  return (
    <PhotoViewer
      title={title}
      photos={photos.data ?? []}
      index={reportid === null ? null : index}
      onIndex={setIndex}
      onClose={onClose}
    />
  );
}
