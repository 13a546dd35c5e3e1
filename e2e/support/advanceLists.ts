import {
  advanceListLayout,
  api as endpoints,
  type LinkPartyRow,
  type LocationRow,
  type MovementRow,
  type VcnRow,
} from '@quaybook/contract';
import ExcelJS from 'exceljs';
import { type Api, uniqueName } from './api';
import { createInspectionCall } from './inspections';
import { containerNumber } from './masterData';
import { createVcn, todayIso } from './vesselCalls';

/** A vessel call whose import voyage has an advance list (its export voyage none), at a yard of its own. */
export interface ListedCall {
  vcn: VcnRow;
  party: LinkPartyRow;
  movement: MovementRow;
  location: LocationRow;
  /** The containers on the list, in the order they were uploaded. */
  containers: string[];
}

/** An .xlsx of the advance list's own layout, one row per container: 20 ft 22G1 boxes. */
async function advanceListFile(containers: readonly string[], movement: string): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Advance list');
  sheet.addRow(advanceListLayout.map((column) => column.title));
  for (const number of containers) sheet.addRow([number, 20, '22G1', 2200, 24000, movement, '']);
  return new Blob([await book.xlsx.writeBuffer()]);
}

/**
 * Puts `count` new containers on the advance list of a new call's import voyage through the
 * upload calls (`POST /upload_import`, then `POST /import_entry_execute`), as Upload Content
 * would; the movement offers Sound and Damage.
 */
export async function createListedCall(api: Api, count = 3): Promise<ListedCall> {
  const call = await createInspectionCall(api, { needsCondition: true });
  const exports = await api.call(endpoints.voyage.create, { body: { Name: uniqueName('VOY') } });
  const vcn = await createVcn(api, {
    vcnName: uniqueName('KOL'),
    vesselID: call.vessel.Vesselid,
    import_voyage: call.voyage.Voyageid,
    export_voyage: exports.Voyageid,
    BerthDate: todayIso(),
  });
  const containers = Array.from({ length: count }, () => containerNumber());
  const preview = await api.call(endpoints.upload.advanceImport, {
    query: {
      applicantid: call.party.applicantId,
      accountid: call.party.accountId,
      locationid: call.location.locationid,
      vessselid: call.vessel.Vesselid,
      voyageid: call.voyage.Voyageid,
      uploadtype: 1,
    },
    files: [{ blob: await advanceListFile(containers, call.movement.Name), name: 'advance.xlsx' }],
  });
  if (preview.skipped > 0) throw new Error(`The advance list skipped ${preview.skipped} rows`);
  await api.call(endpoints.upload.advanceExecute, { body: { qry: preview.qry, uploadtype: 1 } });
  return { vcn, party: call.party, movement: call.movement, location: call.location, containers };
}
