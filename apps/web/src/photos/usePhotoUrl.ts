import { api } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call } from '../api/client';
import { queryKeys } from '../queryKeys';

/** A photo's bytes, fetched with the token (an <img> pointed at the API would carry none). */
export function photoQuery(filename: string) {
  return {
    queryKey: queryKeys.photo(filename),
    queryFn: async () => (await call(api.inspection.photo, { query: { filename } })).data,
    // A photo never changes under its name.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  };
}

/**
 * A blob URL of a photo or thumbnail the server issued, for an <img>; revoked when the name
 * changes or the image goes, so the browser lets go of the bytes.
 */
export function usePhotoUrl(filename: string | null | undefined) {
  const photo = useQuery({ ...photoQuery(filename ?? ''), enabled: Boolean(filename) });
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
