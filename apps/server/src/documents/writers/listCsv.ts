import { type ExportTable, toCsv } from '@quaybook/domain';
import type { DocumentWriter } from './documentWriter';

/** A list export as CSV, exactly as the browser writes one: BOM, CRLF, quoted where needed. */
export const listCsv: DocumentWriter<ExportTable> = {
  extension: 'csv',
  contentType: 'text/csv; charset=utf-8',
  write: async (table) => Buffer.from(toCsv(table.header, table.rows), 'utf8'),
};
