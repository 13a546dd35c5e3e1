import type { ContainerTimeline, PhotoRow } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { galleryPhotos } from './galleryPhotos';

const photo = (imagepath: string, createdAt: string) => ({ imagepath, createdAt }) as PhotoRow;
const inspections = [
  { reportid: 1, photos: [photo('a', '2026-11-01T09:00:00Z'), photo('b', '2026-11-01T09:01:00Z')] },
  { reportid: 2, photos: [photo('c', '2026-11-03T10:00:00Z')] },
] as unknown as ContainerTimeline['inspections'];

describe('galleryPhotos', () => {
  it('shows every inspection’s photos, newest first', () => {
    expect(galleryPhotos(inspections, null).map((p) => p.imagepath)).toEqual(['c', 'b', 'a']);
  });

  it('shows only the chosen inspection’s photos', () => {
    expect(galleryPhotos(inspections, 1).map((p) => p.imagepath)).toEqual(['b', 'a']);
    expect(galleryPhotos(inspections, 9)).toEqual([]);
  });
});
