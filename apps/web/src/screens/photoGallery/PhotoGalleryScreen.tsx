import { Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchSelect } from '../../lists/form/SearchSelect';
import { PhotoGrid } from '../../photos/PhotoGrid';
import { PhotoViewer } from '../../photos/PhotoViewer';
import { ContainerPage } from '../containerHistory/ContainerPage';
import { inspectedAt } from '../inspectionView/inspectionList';
import { galleryPhotos } from './galleryPhotos';

const INSPECTION_PARAM = 'inspection';

/**
 * The photos of a container, or of one of its inspections (/imagepage, /imageview): thumbnails,
 * then the full photo with Previous and Next, the fade between them, and its download.
 */
export default function PhotoGalleryScreen() {
  const [params, setParams] = useSearchParams();
  const [viewing, setViewing] = useState<number | null>(null);
  const reportid = Number(params.get(INSPECTION_PARAM)) || null;
  const chooseInspection = (id: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (id) next.set(INSPECTION_PARAM, id);
      else next.delete(INSPECTION_PARAM);
      return next;
    });
  return (
    <ContainerPage
      title="Photo Gallery"
      prompt="Type a container number and Show to see the photos of its inspections."
      forget={[INSPECTION_PARAM]}
    >
      {({ container, inspections }) => {
        const photos = galleryPhotos(inspections, reportid);
        return (
          <Paper withBorder p="sm" radius="sm">
            <Stack gap="sm">
              <Group gap="sm" align="flex-end">
                <SearchSelect
                  label="Inspection"
                  placeholder="Every inspection"
                  clearable
                  w={420}
                  maw="100%"
                  data={inspections.map((each) => ({
                    value: String(each.reportid),
                    label: `${inspectedAt(each)} · ${each.MovementName} · ${each.photos.length} photos`,
                  }))}
                  value={reportid ? String(reportid) : null}
                  onChange={chooseInspection}
                />
                <Text size="sm" c="dimmed" mb={6}>
                  {photos.length} photo{photos.length === 1 ? '' : 's'}
                </Text>
              </Group>
              <PhotoGrid
                photos={photos}
                size={132}
                emptyText={
                  inspections.length === 0
                    ? 'This container has no inspections yet.'
                    : 'No photos were taken at this inspection.'
                }
                onOpen={setViewing}
              />
              <PhotoViewer
                title={`Photos of ${container.contnumber}`}
                photos={photos}
                index={viewing}
                onIndex={setViewing}
                onClose={() => setViewing(null)}
              />
            </Stack>
          </Paper>
        );
      }}
    </ContainerPage>
  );
}
