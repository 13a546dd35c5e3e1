import {
  AUDIT_ENTITY_CODES,
  AUDIT_LOG_MESSAGES,
  type AuditLogRow,
  api,
  entity,
  type UserRow,
} from '@quaybook/contract';
import { formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import type { FilterBarSpec } from '../../lists/filters/filterSpec';
import { listScreen } from '../../lists/listScreen';
import type { DisplayColumn } from '../../lists/table/columns';
import { changeText } from './changeText';

/**
 * The audit log as the shared list parts know a list: read-only (its save calls are never
 * offered), paged on the server.
 */
const auditLog = entity({
  label: 'Change',
  id: 'id',
  endpoints: { list: api.auditLog.list, create: api.auditLog.list, update: api.auditLog.list },
  messages: {
    created: '',
    updated: '',
    notFound: AUDIT_LOG_MESSAGES.nothingFound,
    loadError: AUDIT_LOG_MESSAGES.loadError,
    saveError: '',
  },
});

/** Every filter optional: who, which kind of record, the days (IST). */
export const auditLogFilters = (users: readonly UserRow[]): FilterBarSpec => ({
  filters: [
    {
      kind: 'options',
      param: 'user',
      label: 'User',
      options: users.map((user) => ({ value: user.userid, label: user.name })),
    },
    {
      kind: 'options',
      param: 'entity',
      label: 'Entity',
      options: AUDIT_ENTITY_CODES.map(({ value, label }) => ({ value, label })),
    },
    { kind: 'fromDate', param: 'fromdate' },
    { kind: 'toDate', param: 'todate' },
  ],
  submit: 'Show Result',
  cancel: 'Cancel',
  inputWidth: 170,
  prompt: 'Every change to master data, inspections, reports and bills, newest first.',
});

/** Each change in a line of its own; the screen draws them, the text serves hover and search. */
export const changesText = (row: AuditLogRow) =>
  row.changes.map((change) => changeText(change, row.action)).join('\n');

export const auditLogColumns: readonly DisplayColumn<AuditLogRow>[] = [
  {
    key: 'changedat',
    title: 'When',
    text: (row) => formatDate(row.changedat, { time: true, timeZone: PORT_TIME_ZONE }),
    sort: false,
  },
  { key: 'username', title: 'User', sort: false },
  { key: 'entitylabel', title: 'Entity', sort: false },
  { key: 'entityid', title: 'Record', align: 'right', sort: false },
  { key: 'actionlabel', title: 'Action', sort: false },
];

export const auditLogList = listScreen(auditLog, {
  route: 'auditlog',
  title: 'Audit Log',
  columns: auditLogColumns,
  paging: 'server',
  search: false,
  emptyText: AUDIT_LOG_MESSAGES.nothingFound,
});
