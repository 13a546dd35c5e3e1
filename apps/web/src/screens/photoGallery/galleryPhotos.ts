import type { ContainerTimeline, PhotoRow } from '@quaybook/contract';

/** The photos a gallery shows: the chosen inspection's, or every inspection's, newest first. */
export function galleryPhotos(
  inspections: ContainerTimeline['inspections'],
  reportid: number | null,
): PhotoRow[] {
  const chosen =
    reportid === null ? inspections : inspections.filter((each) => each.reportid === reportid);
  return chosen
    .flatMap((inspection) => inspection.photos)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
