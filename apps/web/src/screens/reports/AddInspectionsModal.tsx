import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { api, type InspectionRow, REPORT_MESSAGES, type ReportRow } from '@quaybook/contract';
import { type SortKey, toggleSort } from '@quaybook/domain';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call } from '../../api/client';
import { FilterBar } from '../../lists/filters/FilterBar';
import { type FilterValues, filterQuery } from '../../lists/filters/filterValues';
import { browserPage } from '../../lists/query/browserRows';
import { PAGE_SIZES } from '../../lists/query/listState';
import { ListBody, queryState } from '../../lists/screen/ListBody';
import { useSelection } from '../../lists/table/useSelection';
import { notify } from '../../notify';
import { queryKeys } from '../../queryKeys';
import { referenceQuery } from '../../reference/referenceLists';
import {
  inspectionReportColumns,
  inspectionReportFilters,
  sizeCounts,
} from '../inspectionReport/inspectionReportList';
import { reportOutcome } from './reportOutcome';
import { tableColumns } from './tableColumns';

const idOf = (row: InspectionRow) => String(row.reportid);

/**
 * 'Inspection Report' (002 §2.2 Reports): the inspections not yet on a report, found with the
 * report screens' filters (the party preset from the report), paged 10/20/30; the ticked ones
 * are added to the report and its PDF is made again.
 */
export function AddInspectionsModal({
  report,
  onClose,
  onChanged,
}: {
  report: ReportRow | null;
  onClose(): void;
  onChanged(): void;
}) {
  return (
    <Modal
      opened={report !== null}
      onClose={onClose}
      title="Inspection Report"
      size="90%"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {report && <AddInspectionsForm report={report} onClose={onClose} onChanged={onChanged} />}
    </Modal>
  );
}

/** The search and the Add of one report; it starts afresh each time the modal opens. */
function AddInspectionsForm({
  report,
  onClose,
  onChanged,
}: {
  report: ReportRow;
  onClose(): void;
  onChanged(): void;
}) {
  const parties = useQuery(referenceQuery('linkParties'));
  const party = parties.data?.find(
    (link) => link.applicantId === report.applicant && link.accountId === report.account,
  );
  const [chosen, setChosen] = useState<FilterValues | null>(null);
  const values: FilterValues = chosen ?? (party ? { party: String(party.autoid) } : {});
  const query = useMemo(
    () =>
      values.party
        ? filterQuery(inspectionReportFilters.filters, values, (autoid) =>
            parties.data?.find((link) => link.autoid === autoid),
          )
        : undefined,
    [values, parties.data],
  );
  const found = useQuery({
    queryKey: queryKeys.list(api.report.inspections.path, query),
    queryFn: async () => (await call(api.report.inspections, { query: query ?? {} })).data,
    enabled: query !== undefined,
  });

  const [sorts, setSorts] = useState<SortKey[]>([]);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(PAGE_SIZES[0]);
  const shown = useMemo(
    () =>
      browserPage(found.data ?? [], inspectionReportColumns, { search: '', sorts, page, pageSize }),
    [found.data, sorts, page, pageSize],
  );
  const selection = useSelection(JSON.stringify(query ?? null));
  const columns = useMemo(() => tableColumns(inspectionReportColumns), []);
  const [adding, setAdding] = useState(false);

  const add = async () => {
    const reportid = [...selection.selection].map(Number);
    if (reportid.length === 0) {
      notify.error(REPORT_MESSAGES.selectInspection);
      return;
    }
    setAdding(true);
    const added = await reportOutcome(
      call(api.report.addInspections, { query: { reportid, reportno: report.rptno } }),
    );
    setAdding(false);
    if (added === undefined) return;
    onChanged();
    onClose();
  };

  const table =
    query === undefined ? (
      <Text size="sm">{inspectionReportFilters.prompt}</Text>
    ) : (
      <ListBody<InspectionRow>
        rows={{
          ...queryState(found),
          pageRows: shown.pageRows,
          page: shown.page,
          pages: shown.pages,
          total: shown.found.length,
        }}
        loading="Loading inspections..."
        loadError={(error) => ({ title: REPORT_MESSAGES.loadError, message: error.message })}
        table={{
          idOf,
          columns,
          sort: { sorts, onToggle: (key) => setSorts((now) => toggleSort(now, key)) },
          selection: { rows: selection, isSelectable: () => true, nameOf: (r) => r.contnumber },
          emptyText: 'No inspections waiting for a report',
        }}
        footer={{
          pageSize,
          selected: selection.count,
          counts: sizeCounts(shown.found),
          onPage: setPage,
          onPageSize: (size) => {
            setPageSize(size);
            setPage(1);
          },
        }}
      />
    );

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Add inspections to report {report.rptno} · {report.applicantname} / {report.accountname}
      </Text>
      <FilterBar
        spec={inspectionReportFilters}
        values={values}
        onApply={(next) => {
          setChosen(next);
          setPage(1);
        }}
      />
      {table}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <Button leftSection={<IconPlus size={16} />} loading={adding} onClick={() => void add()}>
          Add to report
        </Button>
      </Group>
    </Stack>
  );
}
