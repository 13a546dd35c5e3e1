import {
  type EstimateDetail,
  type EstimateLineRow,
  ESTIMATE_MESSAGES as MESSAGES,
} from '@quaybook/contract';
import {
  DAMAGE_POSITIONS,
  hoursOf,
  RESPONSIBILITY_NAMES,
  type Responsibility,
} from '@quaybook/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  damagePhotosOf,
  documentNames,
  type EstimateRecord,
  estimateContextOf,
  estimateOf,
  namedLinesOf,
  repairPhotosOf,
} from './estimateRepository';
import { estimateRowOf } from './estimateRow';

const measure = (value: string | null) => (value === null ? null : Number(value));

type Photo = { lineId: number | null; name: string; thumbnail: string };
const photosOfLine = (photos: readonly Photo[], lineId: number | null) =>
  photos
    .filter((photo) => lineId !== null && photo.lineId === lineId)
    .map(({ name, thumbnail }) => ({ name, thumbnail }));

/** The estimate as the editor, the list, the PDF and the approval page read it; amounts in paise. */
export async function detailOf(db: Database, estimate: EstimateRecord): Promise<EstimateDetail> {
  const [context, named] = await Promise.all([
    estimateContextOf(db, estimate),
    namedLinesOf(db, estimate.id),
  ]);
  const damageIds = named.flatMap(({ line }) => (line.damageLineId ? [line.damageLineId] : []));
  const [photos, repaired, files] = await Promise.all([
    damagePhotosOf(db, damageIds),
    repairPhotosOf(
      db,
      named.map(({ line }) => line.id),
    ),
    documentNames(
      db,
      [estimate.documentId, estimate.destimDocumentId].filter((id): id is number => id !== null),
    ),
  ]);
  const fileName = (id: number | null) => files.find((file) => file.id === id)?.name ?? null;
  const byWho: Record<Responsibility, number> = { O: 0, U: 0, T: 0 };
  const lines = named.map(({ line, ...names }): EstimateLineRow => {
    const amount = (line.labourPaise ?? 0) + (line.materialPaise ?? 0);
    byWho[line.responsibility] += amount;
    return {
      lineno: line.lineNo,
      damagelineid: line.damageLineId,
      location: line.locationCode,
      side: names.side,
      position: names.position === null ? null : (DAMAGE_POSITIONS[names.position - 1] ?? null),
      componentid: line.componentId,
      componentcode: names.componentCode,
      componentname: names.componentName,
      damageid: line.damageId,
      damagecode: names.damageCode,
      damagename: names.damageName,
      repairid: line.repairId,
      repaircode: names.repairCode,
      repairname: names.repairName,
      length: measure(line.lengthCm),
      breadth: measure(line.breadthCm),
      quantity: line.quantity,
      pricedby: line.pricedBy,
      tariffid: line.tariffId,
      hours: line.hoursHundredths === null ? null : hoursOf(line.hoursHundredths),
      labour: line.labourPaise,
      material: line.materialPaise,
      amount,
      responsibility: line.responsibility,
      note: line.note,
      approved: line.approved === null ? null : line.approved === 1 ? 1 : 0,
      approvedamount: line.approvedPaise,
      approvalnote: line.approvalNote,
      repairdate: line.repairedAt,
      photos: photosOfLine(photos, line.damageLineId),
      repairphotos: photosOfLine(repaired, line.id),
    };
  });
  return {
    ...estimateRowOf(estimate, context),
    note: estimate.note,
    labourrate: estimate.labourRatePaise,
    sac: estimate.sac,
    gstrate: estimate.gstRateBasisPoints / 100,
    taxslab: estimate.taxSlab === 2 ? 2 : 1,
    taxable: estimate.taxablePaise,
    cgst: estimate.cgstPaise,
    sgst: estimate.sgstPaise,
    igst: estimate.igstPaise,
    owner: byWho.O,
    user: byWho.U,
    thirdparty: byWho.T,
    unpriced: named.filter(({ line }) => line.pricedBy === null).map(({ line }) => line.lineNo),
    reportemail: context.reportEmail?.trim() || null,
    decidedby: estimate.decidedBy,
    decidedat: estimate.decidedAt ? estimate.decidedAt.toISOString() : null,
    repairdate: estimate.repairedAt,
    pdf: fileName(estimate.documentId),
    destim: fileName(estimate.destimDocumentId),
    lines,
  };
}

/** The company's estimate of this id, locked for a change when `forChange`; 404 otherwise. */
export async function storedEstimate(
  db: Database,
  companyId: number,
  id: number,
  forChange = false,
): Promise<EstimateRecord> {
  const found = await estimateOf(db, companyId, id, forChange);
  if (!found) throw notFound(MESSAGES.notFound);
  return found;
}

/** Who pays, in words, for the sheet. */
export const responsibilityName = (code: Responsibility) => RESPONSIBILITY_NAMES[code];
