import type { InspectionRecord } from './inspectionRowRepository';

export type { InspectionRecord };

/** What an inspection holds, by the wire's field names: what history records of it. */
export function inspectionFacts(record: InspectionRecord) {
  return {
    containerId: record.containerId,
    typeid: record.type,
    applicant: record.applicantId,
    account: record.accountId,
    vesselld: record.vesselId,
    voyage: record.voyageId,
    movementId: record.movementId,
    inspectionplace: record.locationId,
    tolocation: record.toLocationId,
    cfsID: record.cfsId,
    seal: record.seal,
    inspdate: record.inspectionDate,
    insptime: record.inspectionTime,
    conditionid: record.condition,
    loadport: record.polId,
    destnport: record.podId,
    transport: record.fpdId,
    transporter: record.transporterId,
    tranmode: record.transportMode,
    bookingrelno: record.bookingNo,
    hazstat: record.hazardous ? ('Y' as const) : ('N' as const),
    cargowt: record.cargoWeight,
    note: record.note,
    c_agentid: record.clearingAgentId,
    joborderno: record.jobOrderNo,
    slot: record.slot,
    shifts: record.shifts,
    unno: record.unNumber,
    temp: record.temperature,
    stowloc: record.stowLocation,
    isDownloaded: record.ediSent ? 1 : 0,
    isCodecoDownloaded: record.codecoSent ? 1 : 0,
    is_ovi_download: record.ovaSent ? 1 : 0,
  };
}
