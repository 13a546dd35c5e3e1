import type { Download } from '@playwright/test';
import { api as endpoints } from '@quaybook/contract';
import ExcelJS from 'exceljs';
import { type Api, uniqueName } from './api';
import {
  createInspectionCall,
  createKnownContainer,
  type InspectionCall,
  recordSoundInspection,
} from './inspections';

// A carrier's booking for the vessel capacity journey: the Dockout Bookingno record a party
// makes, and the Export Loads that put its containers on board.

interface LoadedBooking extends InspectionCall {
  bookingNo: string;
  /** The loaded containers: a 20' 22G1 and a 40' 45G1. */
  containers: { contnumber: string; size: number; iso: string; cargo: number }[];
}

/**
 * A party's booking at its yard, recorded against an export load movement, with a 20' and a
 * 40' container loaded on it at the given cargo weights.
 */
export async function createLoadedBooking(api: Api): Promise<LoadedBooking> {
  const call = await createInspectionCall(api, { edievent: 'load', movefor: 'E', edifull: true });
  const bookingNo = uniqueName('BK');
  await api.call(endpoints.bookingNumber.create, {
    body: {
      autoid: 0,
      applicant: call.party.applicantId,
      account: call.party.accountId,
      vessel: call.vessel.Vesselid,
      voyage: call.voyage.Voyageid,
      location: call.location.locationid,
      movementid: call.movement.Movid,
      bookingno: bookingNo,
      conttype: 'GP',
    },
  });
  const containers = [];
  for (const [index, iso] of [
    { code: '22G1', size: 20, cargo: 18_250 },
    { code: '45G1', size: 40, cargo: 24_600 },
  ].entries()) {
    const box = await createKnownContainer(api, iso);
    await recordSoundInspection(api, call, box.contnumber, {
      insptime: `10${String(10 + index)}`,
      bookingrelno: bookingNo,
      cargowt: iso.cargo,
    });
    containers.push({
      contnumber: box.contnumber,
      size: iso.size,
      iso: iso.code,
      cargo: iso.cargo,
    });
  }
  return { ...call, bookingNo, containers };
}

/** Each sheet of a downloaded workbook by name, its rows' cells as text (header row first). */
export async function workbookSheets(download: Download): Promise<Record<string, string[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheets: Record<string, string[][]> = {};
  for (const sheet of book.worksheets) {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      rows.push(
        (row.values as unknown[])
          .slice(1)
          .map((value) => (value === null || value === undefined ? '' : String(value))),
      );
    });
    sheets[sheet.name] = rows;
  }
  return sheets;
}
