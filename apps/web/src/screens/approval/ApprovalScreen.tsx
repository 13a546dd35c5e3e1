import { Alert, Box, Center, Container, Loader, Stack } from '@mantine/core';
import { api, ESTIMATE_MESSAGES, type EstimateForApproval } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { CallError, call } from '../../api/client';
import type { PhotoSource } from '../../photos/usePhotoUrl';
import { queryKeys } from '../../queryKeys';
import type { LineDecisionsInput } from './approvalState';
import { EstimateHeading } from './EstimateHeading';
import { DECISIONS_RECORDED, LineDecisions } from './LineDecisions';

const messageOf = (error: unknown) =>
  error instanceof CallError && error.status !== 0
    ? error.message
    : 'The page could not be loaded; try again.';

/**
 * The line's approval page (`/approve/:token`), open to anyone with the link: the estimate as
 * sent, and Approve or Reject for each line, with a lower amount or a note; once the decisions
 * are recorded they show read only.
 */
export default function ApprovalScreen() {
  const token = useParams().token ?? '';
  const queryClient = useQueryClient();
  const estimate = useQuery({
    queryKey: queryKeys.approval(token),
    queryFn: async () => (await call(api.estimate.forApproval, { query: { token } })).data,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const source = useMemo<PhotoSource>(
    () => ({
      key: `approval:${token}`,
      fetch: async (name) =>
        (await call(api.estimate.approvalPhoto, { query: { token, name } })).data,
    }),
    [token],
  );

  return (
    <Box bg="gray.0" mih="100vh" py={{ base: 'sm', sm: 'xl' }}>
      <Container size={1100} px={{ base: 'xs', sm: 'md' }}>
        {estimate.isError ? (
          <Alert color="red" title="This link cannot be used" role="alert">
            {messageOf(estimate.error)}
          </Alert>
        ) : !estimate.data ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : (
          <ApprovalForm
            token={token}
            estimate={estimate.data}
            source={source}
            onDecided={(next) => queryClient.setQueryData(queryKeys.approval(token), next)}
          />
        )}
      </Container>
    </Box>
  );
}

function ApprovalForm({
  token,
  estimate,
  source,
  onDecided,
}: {
  token: string;
  estimate: EstimateForApproval;
  source: PhotoSource;
  onDecided(estimate: EstimateForApproval): void;
}) {
  const decided = estimate.decided === 1;

  async function submit(decisions: LineDecisionsInput) {
    try {
      const reply = await call(api.estimate.approve, { body: { token, ...decisions } });
      onDecided(reply.data);
      return null;
    } catch (error) {
      return messageOf(error);
    }
  }

  return (
    <Stack gap="md">
      <EstimateHeading
        estimate={estimate}
        above={estimate.companyname}
        last={
          decided
            ? { label: 'Status', value: 'Decided' }
            : { label: 'Link good until', value: formatDate(estimate.expires) }
        }
      />
      <LineDecisions
        lines={estimate.lines}
        contnumber={estimate.contnumber}
        source={source}
        decided={decided ? { title: ESTIMATE_MESSAGES.decided, text: DECISIONS_RECORDED } : null}
        totals={estimate}
        onSubmit={submit}
      />
    </Stack>
  );
}
