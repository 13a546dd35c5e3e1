import { formatDate } from '@quaybook/domain';
import type { DisplayColumn } from './columns';

interface AuditRow {
  CreateDate?: string | null;
  ModiDate?: string | null;
}

/** When a row was created and last changed, shown to admins on lists that keep both. */
export function auditColumns<Row>(): DisplayColumn<Row>[] {
  const columns: DisplayColumn<AuditRow>[] = [
    {
      key: 'CreateDate',
      title: 'Created',
      text: (r) => formatDate(r.CreateDate, { time: true }),
      sort: (r) => r.CreateDate ?? null,
    },
    {
      key: 'ModiDate',
      title: 'Modified',
      text: (r) => formatDate(r.ModiDate, { time: true }),
      sort: (r) => r.ModiDate ?? null,
    },
  ];
  // Only lists whose rows carry both fields ask for these (descriptor `audit`).
  return columns as unknown as DisplayColumn<Row>[];
}
