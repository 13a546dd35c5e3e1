import { api } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';

/** A container's page (GET /container_timeline/{contnumber}), while a number is chosen. */
export function useContainerTimeline(contnumber: string) {
  return useQuery({
    queryKey: queryKeys.containerTimeline(contnumber),
    queryFn: async () => (await call(api.inspection.timeline, { params: { contnumber } })).data,
    enabled: contnumber !== '',
    retry: false,
  });
}
