import { api, type DownloadedFile } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../api/client';
import { queryKeys } from '../queryKeys';

/** Where a photo's bytes come from, by the name the server issued: a call and its cache's name. */
export interface PhotoSource {
  /** Names the source in the cache, so one name from two sources is kept apart. */
  key: string;
  fetch(filename: string): Promise<DownloadedFile>;
}

/** An inspection's photos, as ConvertImageToBlob gives them to a signed-in user. */
export const INSPECTION_PHOTOS: PhotoSource = {
  key: 'inspection',
  fetch: async (filename) => (await call(api.inspection.photo, { query: { filename } })).data,
};

/** A photo's bytes, fetched with the token (an <img> pointed at the API would carry none). */
export function photoQuery(filename: string, source: PhotoSource = INSPECTION_PHOTOS) {
  return {
    queryKey:
      source === INSPECTION_PHOTOS
        ? queryKeys.photo(filename)
        : [...queryKeys.photo(filename), source.key],
    queryFn: () => source.fetch(filename),
    // A photo never changes under its name.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  };
}

/**
 * A blob URL of a photo or thumbnail the server issued, for an <img>; revoked when the name
 * changes or the image goes, so the browser lets go of the bytes.
 */
export function usePhotoUrl(filename: string | null | undefined, source?: PhotoSource) {
  const photo = useQuery({ ...photoQuery(filename ?? '', source), enabled: Boolean(filename) });
  const blob = photo.data?.blob;
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return { url, file: photo.data, failed: photo.isError, loading: photo.isPending && !!filename };
}
