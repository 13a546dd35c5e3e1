import { Alert, Anchor, Center, Loader, Stack } from '@mantine/core';
import { api, type EstimateDetail, PORTAL_MESSAGES } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { PORTAL_PATH } from '../../session/landing';
import type { LineDecisionsInput } from '../approval/approvalState';
import { EstimateHeading } from '../approval/EstimateHeading';
import { DECISIONS_RECORDED, LineDecisions } from '../approval/LineDecisions';
import { EstimateStatusBadge } from '../estimates/EstimateStatusBadge';
import { DOCUMENT_PHOTOS } from '../estimates/LinePhotos';
import { failureText } from './failureText';

/**
 * One estimate of the line (`/portal/estimate/:estimateid`): while it waits for approval each
 * line is approved or rejected here, as the e-mailed link does; afterwards it reads only.
 */
export default function EstimateSection() {
  const estimateid = Number(useParams().estimateid);
  const queryClient = useQueryClient();
  const estimate = useQuery({
    queryKey: queryKeys.estimate(estimateid),
    queryFn: async () => (await call(api.estimate.get, { query: { estimateid } })).data,
    retry: false,
  });

  async function decide(decisions: LineDecisionsInput) {
    try {
      const reply = await call(api.portal.decideEstimate, {
        query: { estimateid },
        body: decisions,
      });
      queryClient.setQueryData(queryKeys.estimate(estimateid), reply.data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.list(api.estimate.list.path) });
      return null;
    } catch (error) {
      return failureText(error);
    }
  }

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={`${PORTAL_PATH}/estimates`} size="sm">
        All estimates
      </Anchor>
      {estimate.isError ? (
        <Alert color="red" role="alert">
          {failureText(estimate.error)}
        </Alert>
      ) : !estimate.data ? (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      ) : (
        <>
          <Header estimate={estimate.data} />
          <LineDecisions
            lines={estimate.data.lines}
            contnumber={estimate.data.contnumber}
            source={DOCUMENT_PHOTOS}
            decided={readOnly(estimate.data)}
            totals={estimate.data}
            onSubmit={decide}
          />
        </>
      )}
    </Stack>
  );
}

/** Why an estimate reads only: decided already, or not (or no longer) waiting for the line. */
function readOnly(estimate: EstimateDetail) {
  if (estimate.status === 'sent') return null;
  return estimate.decidedat
    ? { title: PORTAL_MESSAGES.decided, text: DECISIONS_RECORDED }
    : { title: PORTAL_MESSAGES.notSent, text: 'It is shown as it stands.' };
}

function Header({ estimate }: { estimate: EstimateDetail }) {
  const decided = estimate.decidedat
    ? `${formatDate(estimate.decidedat)}${estimate.decidedby ? ` by ${estimate.decidedby}` : ''}`
    : '—';
  return (
    <EstimateHeading
      estimate={estimate}
      status={<EstimateStatusBadge status={estimate.status} />}
      last={{ label: 'Decided', value: decided }}
    />
  );
}
