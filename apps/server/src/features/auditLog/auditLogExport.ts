import {
  type AuditLogExportLine,
  type AuditLogRow,
  auditLogExportLayout,
  NO_DATA_TO_EXPORT,
  type SessionUser,
} from '@quaybook/contract';
import { exportTable, formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import type { Deps } from '../../deps';
import { documentService, type OpenedDocument } from '../../documents/documentService';
import { listCsv } from '../../documents/writers/listCsv';
import { badRequest } from '../../http/errors';
import { type AuditLogFilter, allAuditLog } from './auditLogRepository';

/** A value as a cell: text as itself, anything else (a number, a damage line) as JSON. */
const valueText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

/** One line per changed field; a change that names no field (a password set) is one line. */
function linesOf(row: AuditLogRow): AuditLogExportLine[] {
  const common = {
    when: formatDate(row.changedat, { time: true, timeZone: PORT_TIME_ZONE }),
    username: row.username,
    entitylabel: row.entitylabel,
    entityid: row.entityid,
    actionlabel: row.actionlabel,
  };
  if (row.changes.length === 0) return [{ ...common, field: '', before: '', after: '' }];
  return row.changes.map((change) => ({
    ...common,
    field: change.field,
    before: valueText(change.before),
    after: valueText(change.after),
  }));
}

/**
 * audit_log.csv: every change the filters find, newest first, one line per changed field; kept
 * as a 'list-export' document of the caller's company and opened to be sent.
 */
export async function exportAuditLog(
  deps: Pick<Deps, 'db' | 'config'>,
  user: SessionUser,
  filter: AuditLogFilter,
): Promise<OpenedDocument> {
  const rows = await allAuditLog(deps.db, user.company_id, filter);
  if (rows.length === 0) throw badRequest(NO_DATA_TO_EXPORT);
  const bytes = await listCsv.write(exportTable(auditLogExportLayout, rows.flatMap(linesOf)));
  return documentService(deps).issueAndOpen({
    user,
    kind: 'list-export',
    downloadName: `${auditLogExportLayout.fileName}.${listCsv.extension}`,
    contentType: listCsv.contentType,
    bytes,
  });
}
