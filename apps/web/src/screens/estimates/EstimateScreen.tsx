import { Alert, Button, Center, Group, Loader, Stack } from '@mantine/core';
import { api, ESTIMATE_MESSAGES, type EstimateDetail } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { EstimateEditor } from './EstimateEditor';

/** The estimate's query: kept as the editor last saw it, so a refetch never moves its version. */
export function estimateQuery(estimateid: number) {
  return {
    queryKey: queryKeys.estimate(estimateid),
    queryFn: async (): Promise<EstimateDetail> =>
      (await call(api.estimate.get, { query: { estimateid } })).data,
    refetchOnWindowFocus: false,
    retry: false,
  };
}

/** One repair estimate (`/estimate/:estimateid`): its header, lines, totals and actions. */
export default function EstimateScreen() {
  const estimateid = Number(useParams().estimateid);
  const valid = Number.isInteger(estimateid) && estimateid > 0;
  const estimate = useQuery({ ...estimateQuery(valid ? estimateid : 0), enabled: valid });
  if (!valid || estimate.isError)
    return (
      <Alert color="red" title="The estimate could not be loaded">
        <Stack gap="xs" align="flex-start">
          {estimate.error?.message ?? ESTIMATE_MESSAGES.notFound}
          {valid && (
            <Button size="xs" variant="default" onClick={() => void estimate.refetch()}>
              Try again
            </Button>
          )}
        </Stack>
      </Alert>
    );
  if (!estimate.data)
    return (
      <Center py="xl">
        <Group gap="xs">
          <Loader size="sm" /> Loading the estimate…
        </Group>
      </Center>
    );
  // A new editor for another estimate, so no draft outlives the estimate it was made from.
  return <EstimateEditor key={estimate.data.estimateid} estimate={estimate.data} />;
}
