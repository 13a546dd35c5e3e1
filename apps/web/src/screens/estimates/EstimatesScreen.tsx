import { Anchor, Box } from '@mantine/core';
import {
  api,
  ESTIMATE_STATUS_NAMES,
  type EstimateListQuery,
  type EstimateRow,
  type EstimateStatus,
} from '@quaybook/contract';
import { formatDate, formatRupees } from '@quaybook/domain';
import { Link, useNavigate } from 'react-router';
import { call } from '../../api/client';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { pagedRows, useFilteredList } from '../../lists/query/useFilteredList';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import type { TableColumn } from '../../lists/table/ListTable';
import { EstimateStatusBadge } from './EstimateStatusBadge';
import classes from './EstimatesScreen.module.css';
import { estimatePath } from './estimatePath';

const STATUSES = Object.keys(ESTIMATE_STATUS_NAMES) as EstimateStatus[];

/** The estimates' filters, every one optional; a status is chosen by its name. */
export const estimateFilters: FilterBarSpec = {
  filters: [
    { kind: 'party', param: 'linkpartyid' },
    { kind: 'vessel', param: 'vessel' },
    { kind: 'voyage', param: 'voyage' },
    {
      kind: 'options',
      param: 'status',
      label: 'Status',
      // The bar's choices are numbered; the call takes the status itself (`statusOf`).
      options: STATUSES.map((status, index) => ({
        value: index + 1,
        label: ESTIMATE_STATUS_NAMES[status],
      })),
    },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
    { kind: 'containers', param: 'contnumber' },
  ],
  submit: 'Show',
  inputWidth: 150,
  prompt: 'Every repair estimate, newest first; narrow them with the filters.',
};

/** The list call's query from the bar's: the status's number named as the status. */
export function estimateQuery(ask: Record<string, unknown>): EstimateListQuery {
  const { status, ...rest } = ask;
  const chosen = typeof status === 'number' ? STATUSES[status - 1] : undefined;
  return { ...rest, ...(chosen ? { status: chosen } : {}) } as EstimateListQuery;
}

const text = (key: string, title: string, of: (row: EstimateRow) => string) => ({
  key,
  title,
  sortable: false,
  render: of,
});

/** Rupees, right-aligned, in Indian grouping. */
const money = (key: string, title: string, of: (row: EstimateRow) => number | null) => ({
  ...text(key, title, (row) => {
    const paise = of(row);
    return paise === null ? '' : formatRupees(paise);
  }),
  align: 'right' as const,
});

const COLUMNS: readonly TableColumn<EstimateRow>[] = [
  {
    key: 'estimateno',
    title: 'Estimate No',
    sortable: false,
    render: (row) => (
      <Anchor component={Link} to={estimatePath(row.estimateid)} size="sm">
        {row.estimateno}
      </Anchor>
    ),
  },
  text('estimatedate', 'Date', (row) => formatDate(row.estimatedate)),
  text('contnumber', 'Container', (row) => row.contnumber),
  text('isocode', 'ISO', (row) => row.isocode ?? ''),
  { ...text('partyname', 'Party', (row) => row.partyname), maxWidth: 100 },
  // One column, so the thirteen fit a laptop beside the sidebar.
  {
    ...text('vesselname', 'Vessel / Voyage', (row) =>
      [row.vesselname, row.voyageno].filter(Boolean).join(' / '),
    ),
    maxWidth: 125,
  },
  {
    key: 'status',
    title: 'Status',
    sortable: false,
    render: (row) => <EstimateStatusBadge status={row.status} size="xs" />,
  },
  money('labour', 'Labour', (row) => row.labour),
  money('material', 'Material', (row) => row.material),
  money('tax', 'Tax', (row) => row.tax),
  money('total', 'Total', (row) => row.total),
  money('approvedamount', 'Approved', (row) => row.approvedamount),
];

/** Estimates: the repair estimates the filters find, a page at a time; a row opens its estimate. */
export default function EstimatesScreen() {
  const navigate = useNavigate();
  const list = useFilteredList({
    filters: estimateFilters,
    path: api.estimate.list.path,
    paging: 'server',
    fetch: async (ask) => pagedRows(await call(api.estimate.list, { query: estimateQuery(ask) })),
  });
  return (
    <FilteredListView
      title="Estimates"
      spec={estimateFilters}
      filters={list.filters}
      onApply={list.show}
      count={list.found && list.rows.total}
      note={estimateFilters.prompt}
    >
      <Box className={classes.dense}>
        <ListBody<EstimateRow>
          rows={list.rows}
          loading="Loading estimates…"
          loadError={(error) => ({
            title: 'The estimates could not be loaded',
            message: error.message,
          })}
          table={{
            idOf: (row) => String(row.estimateid),
            columns: COLUMNS,
            emptyText: 'No estimates found',
            onRowDoubleClick: (row) => void navigate(estimatePath(row.estimateid)),
          }}
          footer={list.footer}
        />
      </Box>
    </FilteredListView>
  );
}
