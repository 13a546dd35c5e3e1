import { type InspectionRow, NO_DATA_TO_EXPORT, type SessionUser } from '@quaybook/contract';
import { type ExportLayout, exportTable, formatDate, PORT_TIME_ZONE } from '@quaybook/domain';
import type { Deps } from '../../deps';
import { documentService, type OpenedDocument } from '../../documents/documentService';
import { listCsv } from '../../documents/writers/listCsv';
import { badRequest } from '../../http/errors';
import type { InspectionListQuery } from './inspectionListRepository';
import { inspectionReadService } from './inspectionReadService';

/** A listed inspection as its export reads it: the date and time in one cell, as on screen. */
type ExportedInspection = InspectionRow & { dateTime: string };

/** transactions.csv: View Inspection's columns, then the survey report and bill of each row. */
const inspectionExportLayout: ExportLayout<ExportedInspection> = {
  title: 'View Inspection',
  fileName: 'transactions',
  columns: [
    { field: 'contnumber', title: 'Container', format: 'text' },
    { field: 'contsize', title: 'Size', format: 'number' },
    { field: 'TypeText', title: 'Type', format: 'text' },
    { field: 'dateTime', title: 'Date Time', format: 'text' },
    { field: 'seal', title: 'Seal', format: 'text' },
    { field: 'applicantname', title: 'Applicant', format: 'text' },
    { field: 'accountname', title: 'Account', format: 'text' },
    { field: 'VesselName', title: 'Vessel', format: 'text' },
    { field: 'VoyageName', title: 'Voyage', format: 'text' },
    { field: 'MovementName', title: 'Movement', format: 'text' },
    { field: 'LocationName', title: 'Location', format: 'text' },
    { field: 'TLName', title: 'To Location', format: 'text' },
    { field: 'filename', title: 'Filename', format: 'text' },
    { field: 'condition', title: 'Condition', format: 'text' },
    { field: 'rptno', title: 'Report No', format: 'text' },
    { field: 'rptdate', title: 'Report Date', format: 'date' },
    { field: 'billno', title: 'Bill No', format: 'text' },
    { field: 'billdate', title: 'Bill Date', format: 'date' },
  ],
};

const exported = (row: InspectionRow): ExportedInspection => ({
  ...row,
  dateTime: [formatDate(row.inspdate), row.insptime].filter(Boolean).join(' '),
});

/**
 * Every inspection the filters find, in the list's sort, as transactions.csv: kept as a
 * 'list-export' document of the caller's company and opened to be sent.
 */
export async function exportInspections(
  deps: Pick<Deps, 'db' | 'config'>,
  user: SessionUser,
  query: Omit<InspectionListQuery, 'page' | 'pageSize'>,
): Promise<OpenedDocument> {
  const { rows } = await inspectionReadService(deps.db).list(user, query);
  if (rows.length === 0) throw badRequest(NO_DATA_TO_EXPORT);
  const bytes = await listCsv.write(
    exportTable(inspectionExportLayout, rows.map(exported), { timeZone: PORT_TIME_ZONE }),
  );
  return documentService(deps).issueAndOpen({
    user,
    kind: 'list-export',
    downloadName: `${inspectionExportLayout.fileName}.${listCsv.extension}`,
    contentType: listCsv.contentType,
    bytes,
  });
}
