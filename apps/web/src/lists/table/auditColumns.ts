import { formatDate } from '@quaybook/domain';
import type { DisplayColumn } from './columns';

interface AuditRow {
  CreateDate?: string | null;
  ModiDate?: string | null;
  created_by_name?: string | null;
  last_modified_by_name?: string | null;
}

/** When a row was created and last changed, and by whom, shown to admins on lists that keep both. */
export function auditColumns<Row>(): DisplayColumn<Row>[] {
  const columns: DisplayColumn<AuditRow>[] = [
    {
      key: 'CreateDate',
      title: 'Created',
      text: (r) => formatDate(r.CreateDate, { time: true }),
      sort: (r) => r.CreateDate ?? null,
    },
    { key: 'created_by_name', title: 'Created By' },
    {
      key: 'ModiDate',
      title: 'Modified',
      text: (r) => formatDate(r.ModiDate, { time: true }),
      sort: (r) => r.ModiDate ?? null,
    },
    { key: 'last_modified_by_name', title: 'Modified By' },
  ];
  // Only lists whose rows carry these fields ask for them (descriptor `audit`).
  return columns as unknown as DisplayColumn<Row>[];
}
