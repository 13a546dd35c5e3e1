import { EDI_REPORT_MESSAGES } from '@quaybook/contract';
import {
  CONDITION_LABELS,
  type Condition,
  damageLocationCode,
  isUnLocode,
  messageFunction,
  moveMoment,
  movementMessage,
  portOfLocation,
  type ReportedMove,
} from '@quaybook/domain';
import type { EdiWorkbookRow } from '../../documents/writers/ediWorkbookXlsx';
import { badRequest } from '../../http/errors';
import type { GatheredDamage, GatheredInspection } from './ediInspectionRepository';

// What a line is told of a gathered inspection: the domain's facts of one move, and the row of
// the EDI workbook. The EDIFACT writer maps every value into UNOA.

/** LOC 165's own code of a place (C517 3225 is at most 25 characters). */
const PLACE_CODE_LENGTH = 25;

/** The port of the place: its customs code, else its vessel call's dock. */
function portOf(row: GatheredInspection): string | null {
  return portOfLocation(row.locationCode) ?? portOfLocation(row.callDockCode);
}

const locode = (code: string | null) => {
  const upper = code?.trim().toUpperCase() ?? '';
  return isUnLocode(upper) ? upper : null;
};

/** Centimetres as stored (numeric text, '30.00') written short: 30, 20.5. */
const centimetres = (value: string) => Number(value).toString();

/** The remark a damage line is sent with: location, component, damage, size, note. */
function damageRemark(line: GatheredDamage, location: string): string {
  const measured =
    line.length && line.breadth
      ? `${centimetres(line.length)}X${centimetres(line.breadth)}CM`
      : null;
  return [location, line.component, line.damage, measured, line.note]
    .filter((part) => part)
    .join(' ');
}

/** The damage lines as DAM and FTX DAR say them: only lines with a damage code are sent. */
function damagesOf(row: GatheredInspection) {
  return row.damages.flatMap((line) => {
    if (!line.damage) return [];
    const location = damageLocationCode(line);
    return [{ type: line.damage, location, remark: damageRemark(line, location) }];
  });
}

const HAULAGE = { R: 'road', T: 'rail' } as const;

/**
 * The move of an inspection as its line is told of it, or null when its movement is reported in
 * no EDI message; `replaces` is the message that told the line of it before, if one did. The
 * gross weight is the inspection's cargo weight (the surveyor's gross, as the entry form names
 * it) for a box that moves full; an empty box is told by its tare alone.
 */
export function reportedMove(
  row: GatheredInspection,
  replaces: string | null,
): ReportedMove | null {
  const reportedAs = movementMessage(row);
  if (!reportedAs) return null;
  const port = portOf(row);
  if (!port) throw badRequest(EDI_REPORT_MESSAGES.unknownPort(row.locationName));
  // EQD names the box by its size-type code; a line refuses a box without one.
  if (!row.isoCode) throw badRequest(EDI_REPORT_MESSAGES.noIsoCode(row.container));
  const place = row.locationShortName?.trim() || row.locationName;
  return {
    container: row.container,
    isoCode: row.isoCode,
    status: reportedAs.status,
    full: reportedAs.full,
    booking: row.bookingNo?.trim() || null,
    portOfLoading: locode(row.pol),
    portOfDischarge: locode(row.pod),
    finalDestination: locode(row.fpd),
    grossKg: reportedAs.full && row.cargoWeight ? row.cargoWeight : null,
    tareKg: row.tareWeight > 0 ? row.tareWeight : null,
    seal: row.seal?.trim() ? { number: row.seal.trim(), issuer: 'SH' } : null,
    damages: damagesOf(row),
    at: moveMoment(row.inspectionDate, row.inspectionTime),
    depot: { locode: port, code: place.slice(0, PLACE_CODE_LENGTH).trim() },
    haulage: row.transportMode
      ? { mode: HAULAGE[row.transportMode as keyof typeof HAULAGE] ?? 'road' }
      : null,
    reportedAs,
    function: messageFunction(replaces),
    replaces,
    vessel: { voyage: row.voyageName, callSign: row.callSign, vesselName: row.vesselName },
  };
}

/** The row of the EDI workbook (docs/file-formats.md) of a gathered inspection. */
export function workbookRow(row: GatheredInspection): EdiWorkbookRow {
  const reportedAs = movementMessage(row);
  return {
    container: row.container,
    size: row.size,
    isoCode: row.isoCode,
    movement: row.movementName,
    message: reportedAs ? `${reportedAs.message} ${reportedAs.document}` : null,
    fullEmpty: row.ediFull ? 'F' : 'E',
    date: row.inspectionDate,
    time: row.inspectionTime,
    location: row.locationName,
    port: portOf(row),
    vessel: row.vesselName,
    callSign: row.callSign,
    voyage: row.voyageName,
    seal: row.seal,
    booking: row.bookingNo,
    pol: row.pol,
    pod: row.pod,
    fpd: row.fpd,
    tareKg: row.tareWeight > 0 ? row.tareWeight : null,
    grossKg: row.ediFull && row.cargoWeight ? row.cargoWeight : null,
    condition: CONDITION_LABELS[row.condition as Condition] ?? null,
    damages: damagesOf(row)
      .map((damage) => damage.remark)
      .join('; '),
  };
}
