import { api } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../api/client';
import { queryKeys } from '../queryKeys';

/** The photos of one inspection (GET /multiFileResponce), while `reportid` names one. */
export function useInspectionPhotos(reportid: number | null) {
  return useQuery({
    // The damage list refreshes this key when a line's photo changes.
    queryKey: queryKeys.list(api.inspection.photos.path, { reportid: reportid ?? 0 }),
    queryFn: async () =>
      (await call(api.inspection.photos, { query: { reportid: reportid ?? 0 } })).data,
    enabled: reportid !== null,
  });
}
