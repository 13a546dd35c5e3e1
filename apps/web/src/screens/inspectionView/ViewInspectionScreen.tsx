import {
  api,
  INSPECTION_MESSAGES,
  type InspectionRow,
  inspectionListInfo,
  mayCall,
} from '@quaybook/contract';
import { formatSort } from '@quaybook/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { call } from '../../api/client';
import { DamageListModal, failureMessage } from '../../inspections';
import { saveFile } from '../../lists/export/download';
import { FilteredListView } from '../../lists/screen/FilteredListView';
import { ListBody } from '../../lists/screen/ListBody';
import { ListToolbar } from '../../lists/screen/ListToolbar';
import { useScreenRows } from '../../lists/screen/useScreenRows';
import { useSelection } from '../../lists/table/useSelection';
import { notify } from '../../notify';
import { InspectionPhotosViewer } from '../../photos/InspectionPhotosViewer';
import { useSession } from '../../session/useSession';
import { useCreateEstimate } from '../estimates/useCreateEstimate';
import { BulkUpdateBar } from './BulkUpdateBar';
import { DeleteInspection } from './DeleteInspection';
import { EditInspectionModal } from './EditInspectionModal';
import { actionsWidth, InspectionRowActions, lockOf } from './InspectionRowActions';
import {
  inspectedAt,
  inspectionColumns,
  inspectionFilters,
  inspectionList,
} from './inspectionList';
import { AUDIT_COLUMN, inspectionTableColumns } from './inspectionTableColumns';

const SORTABLE = inspectionColumns.filter((c) => c.sort !== false).map((c) => c.key);
const idOf = (row: InspectionRow) => String(row.reportid);

/**
 * View Inspection (001 §2.7): the inspections the filters find, paged on the server, with a bar
 * that changes the checked ones at once, an edit form, a delete question, the photo viewer and
 * each damaged inspection's damage list.
 */
export default function ViewInspectionScreen() {
  const queryClient = useQueryClient();
  const session = useSession();
  const { state, filters, rows } = useScreenRows(inspectionList, inspectionColumns, SORTABLE);
  const selection = useSelection(`${filters.scope}|${state.search}`);
  const [editing, setEditing] = useState<InspectionRow | null>(null);
  const [deleting, setDeleting] = useState<InspectionRow | null>(null);
  const [viewing, setViewing] = useState<InspectionRow | null>(null);
  const [damagesOf, setDamagesOf] = useState<InspectionRow | null>(null);
  const estimates = useCreateEstimate();

  const reload = () => queryClient.invalidateQueries({ queryKey: rows.queryKey });
  const sizes = inspectionListInfo.safeParse(rows.extra);
  const admin = mayCall('admin', session);
  const columns = useMemo(
    () => [
      ...inspectionTableColumns({ onPhotos: setViewing, onDamages: setDamagesOf }),
      ...(admin ? [AUDIT_COLUMN] : []),
    ],
    [admin],
  );
  const checkedIds = [...selection.selection].map(Number);
  // The version of each row as last shown, so a bulk update skips rows changed since.
  const seenVersions = useRef(new Map<number, number>());
  for (const row of rows.pageRows) seenVersions.current.set(row.reportid, row.version);

  // transactions.csv: every row found, written by the server in the order shown.
  const exportCsv = async () => {
    if (!filters.query) return;
    const search = state.search.trim();
    const sort = formatSort(state.sorts);
    try {
      const reply = await call(api.inspection.export, {
        query: {
          ...filters.query,
          ...(search ? { search } : {}),
          ...(sort ? { sort } : {}),
        },
      });
      saveFile(reply.data);
    } catch (error) {
      notify.error(failureMessage(error, 'The export could not be created. Please try again.'));
    }
  };

  return (
    <>
      <FilteredListView
        title={inspectionList.title}
        spec={inspectionFilters}
        filters={filters}
        onApply={filters.apply}
        count={rows.status === 'ready' ? rows.total : undefined}
      >
        <BulkUpdateBar
          checkedIds={checkedIds}
          versionOf={(id) => seenVersions.current.get(id)}
          onUpdated={async () => {
            selection.clear();
            await reload();
          }}
        />
        <ListToolbar
          search={{ text: state.search, onChange: state.setSearch }}
          onClearSort={state.sorts.length > 0 ? state.clearSort : undefined}
          onExport={() => void exportCsv()}
          exportKinds={['csv']}
        />
        <ListBody<InspectionRow>
          rows={rows}
          loading={INSPECTION_MESSAGES.loading}
          loadError={(error) => ({
            title: INSPECTION_MESSAGES.loadError,
            message: INSPECTION_MESSAGES.loadErrorLine(
              failureMessage(error, INSPECTION_MESSAGES.loadError),
            ),
          })}
          selectAll={{ selection, idOf, everyRow: rows.everyRow }}
          table={{
            idOf,
            columns,
            sort: { sorts: state.sorts, onToggle: state.toggleSort },
            selection: { rows: selection, isSelectable: () => true, nameOf: (r) => r.contnumber },
            actions: {
              // A locked row shows its report or bill number whole beside the buttons.
              width: actionsWidth(rows.pageRows),
              render: (row) => (
                <InspectionRowActions
                  row={row}
                  onEdit={() => setEditing(row)}
                  onDelete={() => setDeleting(row)}
                  onEstimate={() => void estimates.create(row.reportid)}
                />
              ),
            },
            onRowDoubleClick: (row) => {
              if (!lockOf(row)) setEditing(row);
            },
            emptyText: state.search ? 'No inspections match the search' : 'No inspections found',
          }}
          footer={{
            pageSize: state.pageSize,
            selected: selection.count,
            counts: [
              { label: '20 ft', value: sizes.success ? sizes.data.twenty : 0 },
              { label: '40 ft', value: sizes.success ? sizes.data.forty : 0 },
            ],
            onPage: state.setPage,
            onPageSize: state.setPageSize,
          }}
        />
      </FilteredListView>
      {editing && (
        <EditInspectionModal row={editing} onClose={() => setEditing(null)} onSaved={reload} />
      )}
      <DeleteInspection
        row={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={async (gone) => {
          // A deleted row ticked for a bulk update is no longer there to update.
          if (selection.isSelected(idOf(gone))) selection.toggle(idOf(gone));
          await reload();
        }}
      />
      {damagesOf && (
        <DamageListModal
          reportid={damagesOf.reportid}
          containerNumber={damagesOf.contnumber}
          opened
          onClose={() => setDamagesOf(null)}
          locked={lockOf(damagesOf)}
        />
      )}
      <InspectionPhotosViewer
        reportid={viewing?.reportid ?? null}
        title={viewing ? `${viewing.contnumber}, ${inspectedAt(viewing)}` : ''}
        onClose={() => setViewing(null)}
      />
    </>
  );
}
