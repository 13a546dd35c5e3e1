import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { api } from '@quaybook/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { call } from '../../api/client';
import { queryKeys } from '../../queryKeys';
import { PORTAL_PATH } from '../../session/landing';
import { failureText } from './failureText';
import { INSPECTION_COLUMNS } from './inspectionColumns';
import { PortalRows } from './PortalRows';

/**
 * A survey report's own page (`/portal/report/:reportno`): the inspections it holds. A report not
 * of the line's parties shows only the server's refusal.
 */
export default function ReportSection() {
  const reportno = useParams().reportno ?? '';
  const inspections = useQuery({
    queryKey: queryKeys.list(api.report.inspectionsOf.path, { reportno }),
    queryFn: async () => (await call(api.report.inspectionsOf, { query: { reportno } })).data,
    retry: false,
  });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={3}>Survey report {reportno}</Title>
        <Anchor component={Link} to={`${PORTAL_PATH}/reports`} size="sm">
          All survey reports
        </Anchor>
      </Group>
      {inspections.isError ? (
        <Alert color="red" role="alert">
          {failureText(inspections.error)}
        </Alert>
      ) : (
        <PortalRows
          label={`Inspections of report ${reportno}`}
          rows={inspections.data}
          loading={inspections.isPending}
          empty="This report holds no inspections."
          columns={INSPECTION_COLUMNS}
          rowKey={(row) => row.reportid}
        />
      )}
    </Stack>
  );
}
