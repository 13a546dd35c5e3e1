import { api as endpoints, partyBlLayout, terminalEgmLayout } from '@quaybook/contract';
import type { Api } from './api';
import { workbookFile } from './uploads';

// The customs files as a terminal, ODeX or a party hand them over, uploaded and saved through
// the API for the journeys that need them on record (EGM Uploaded List, the mismatch reports).

type Layout = readonly { key: string; title: string }[];
type RowOf<L extends Layout> = Partial<Record<L[number]['key'], string | number>>;

/** A workbook of a layout's columns, each row's cells by their keys; a key left out is blank. */
export function customsWorkbook<L extends Layout>(
  name: string,
  layout: L,
  rows: readonly RowOf<L>[],
) {
  return workbookFile(
    name,
    layout.map((column) => column.title),
    rows.map((row) => layout.map((column) => row[column.key as keyof RowOf<L>] ?? '')),
  );
}

/** A terminal EGM line: container, SB No and SB Date (dd/mm/yyyy). */
type TerminalEgmLine = RowOf<typeof terminalEgmLayout>;
/** A party BL line: bookingNo, blNo, container, packages, cargoWeight, tareWeight (kg). */
type PartyBlLine = RowOf<typeof partyBlLayout>;

async function staged<L extends Layout>(name: string, layout: L, rows: readonly RowOf<L>[]) {
  const file = await customsWorkbook(name, layout, rows);
  return [{ blob: new Blob([file.buffer], { type: file.mimeType }), name: file.name }];
}

/** Uploads and saves a terminal EGM through the API, as Upload EGM would. */
export async function saveTerminalEgm(api: Api, lines: readonly TerminalEgmLine[]) {
  const preview = await api.call(endpoints.egm.terminalUpload, {
    files: await staged('egm.xlsx', terminalEgmLayout, lines),
  });
  return api.call(endpoints.egm.terminalSave, { body: { qry: preview.qry } });
}

/** Uploads and saves a party BL file through the API; answers each row's outcome. */
export async function savePartyBl(api: Api, lines: readonly PartyBlLine[]) {
  const preview = await api.call(endpoints.partyBl.upload, {
    files: await staged('party-bl.xlsx', partyBlLayout, lines),
  });
  return api.call(endpoints.partyBl.save, { body: { qry: preview.qry } });
}
