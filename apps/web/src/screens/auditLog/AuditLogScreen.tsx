import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { AUDIT_LOG_MESSAGES, type AuditLogRow, api } from '@quaybook/contract';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { call } from '../../api/client';
import { showRefusal } from '../../api/showRefusal';
import { userList } from '../../entities/users';
import { saveFile } from '../../lists/export/download';
import { FilterBar } from '../../lists/filters/FilterBar';
import { allRowsQuery } from '../../lists/query/listQuery';
import { useScreenRows } from '../../lists/screen/useScreenRows';
import { ListTable, type TableColumn } from '../../lists/table/ListTable';
import { plainColumns } from '../billGenerate/plainColumns';
import { CountedTitle, RowsFrame } from '../bills/RowsFrame';
import { auditLogColumns, auditLogFilters, auditLogList, changesText } from './auditLogList';
import { changeText } from './changeText';

/**
 * What changed: an update a field a line ('Name: MSC RUBY → MSC RUBY II'); a created or deleted
 * row's fields run on in one wrapped paragraph, so a whole record stays a few lines high.
 */
const CHANGES_COLUMN: TableColumn<AuditLogRow> = {
  key: 'changes',
  title: 'Changes',
  sortable: false,
  render: (row) =>
    row.action === 'created' || row.action === 'deleted' ? (
      <Text
        size="xs"
        lh={1.35}
        w={560}
        style={{ whiteSpace: 'normal' }}
        title={changesText(row)}
        data-testid="audit-changes"
      >
        {row.changes.map((change) => changeText(change, row.action)).join(' · ')}
      </Text>
    ) : (
      <Stack gap={0} title={changesText(row)} data-testid="audit-changes">
        {row.changes.map((change) => (
          <Text key={change.field} size="xs" lh={1.35} maw={560} truncate="end">
            {changeText(change, row.action)}
          </Text>
        ))}
      </Stack>
    ),
};

const TABLE_COLUMNS = [...plainColumns(auditLogColumns), CHANGES_COLUMN];

/**
 * Audit Log (administrators): every recorded change of master data, inspections, survey reports
 * and bills of the company, newest first, by user, entity and days, with what changed; the
 * filtered changes export as audit_log.csv.
 */
export default function AuditLogScreen() {
  // The Users screen's own rows, from its cache when it was open.
  const users = useQuery(allRowsQuery(userList, {}));
  const screen = useMemo(
    () => ({ ...auditLogList, filters: auditLogFilters(users.data ?? []) }),
    [users.data],
  );
  const { state, filters, rows } = useScreenRows(screen, auditLogColumns, []);
  const [exporting, setExporting] = useState(false);

  async function exportCsv() {
    setExporting(true);
    try {
      saveFile((await call(api.auditLog.export, { query: filters.query ?? {} })).data);
    } catch (error) {
      showRefusal(error, 'The audit log could not be exported. Please try again.');
    } finally {
      setExporting(false);
    }
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="baseline">
        <CountedTitle
          title={auditLogList.title}
          count={rows.status === 'ready' ? rows.total : undefined}
        />
        <Button
          size="xs"
          variant="default"
          leftSection={<IconFileTypeCsv size={16} />}
          loading={exporting}
          disabled={rows.status !== 'ready' || rows.total === 0}
          onClick={() => void exportCsv()}
        >
          Export CSV
        </Button>
      </Group>
      <FilterBar spec={screen.filters} values={filters.values} onApply={filters.apply} />
      <Paper withBorder p="sm" radius="sm">
        <RowsFrame
          rows={rows}
          state={state}
          loading="Loading the audit log…"
          loadError={auditLogList.entity.messages.loadError}
        >
          <ListTable<AuditLogRow>
            records={rows.pageRows}
            idOf={(row) => String(row.id)}
            columns={TABLE_COLUMNS}
            emptyText={AUDIT_LOG_MESSAGES.nothingFound}
          />
        </RowsFrame>
      </Paper>
      <Text size="xs" c="dimmed">
        {screen.filters.prompt}
      </Text>
    </Stack>
  );
}
