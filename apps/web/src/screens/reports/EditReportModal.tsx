import { Button, Modal, Stack, Text } from '@mantine/core';
import { api, type InspectionRow, type ReportRow } from '@quaybook/contract';
import { IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call } from '../../api/client';
import { ListBody, queryState } from '../../lists/screen/ListBody';
import { queryKeys } from '../../queryKeys';
import { inspectionReportColumns } from '../inspectionReport/inspectionReportList';
import { reportOutcome } from './reportOutcome';
import { tableColumns } from './tableColumns';

/** The inspections printed on a report (GET /get_inspections_by_reportno), by report number. */
// Always asked again when the modal opens: Add and Clear change what a report holds.
const reportInspectionsQuery = (reportno: string) => ({
  queryKey: queryKeys.list(api.report.inspectionsOf.path, { reportno }),
  staleTime: 0,
  queryFn: async () => (await call(api.report.inspectionsOf, { query: { reportno } })).data,
});

/** The report is one party's, named above the table: its rows need not repeat it. */
const onePartysColumns = inspectionReportColumns.filter(
  (column) => column.key !== 'applicantname' && column.key !== 'accountname',
);

/**
 * 'Container Inspection Report' (002 §2.2 Reports): the report's inspections, each with a Clear
 * that takes it off the report; the server's message is the toast and the report's PDF is made
 * again.
 */
export function EditReportModal({
  report,
  onClose,
  onChanged,
}: {
  report: ReportRow | null;
  onClose(): void;
  /** After an inspection is cleared: the report list's counts change. */
  onChanged(): void;
}) {
  const reportno = report?.rptno ?? '';
  const inspections = useQuery({ ...reportInspectionsQuery(reportno), enabled: report !== null });
  const [clearing, setClearing] = useState<number | null>(null);
  const columns = useMemo(() => tableColumns(onePartysColumns), []);

  const clear = async (row: InspectionRow) => {
    setClearing(row.reportid);
    const cleared = await reportOutcome(
      call(api.report.clearInspection, { query: { reportid: row.reportid, reportno } }),
    );
    setClearing(null);
    if (cleared === undefined) return;
    await inspections.refetch();
    onChanged();
  };

  const shown = inspections.data ?? [];
  const body = (
    <ListBody<InspectionRow>
      rows={{ ...queryState(inspections), pageRows: shown, page: 1, pages: 1, total: shown.length }}
      loading="Loading inspections..."
      loadError={(error) => ({
        title: "The report's inspections could not be loaded.",
        message: error.message,
      })}
      table={{
        idOf: (row) => String(row.reportid),
        columns,
        actions: {
          width: 90,
          render: (row) => (
            <Button
              size="compact-xs"
              variant="light"
              color="red"
              leftSection={<IconX size={12} />}
              aria-label={`Clear ${row.contnumber}`}
              loading={clearing === row.reportid}
              disabled={clearing !== null}
              onClick={() => void clear(row)}
            >
              Clear
            </Button>
          ),
        },
        emptyText: 'No inspections on this report',
      }}
    />
  );

  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title="Container Inspection Report"
      size="80%"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Report {reportno}
          {report ? ` · ${report.applicantname} / ${report.accountname}` : ''}
        </Text>
        {body}
      </Stack>
    </Modal>
  );
}
