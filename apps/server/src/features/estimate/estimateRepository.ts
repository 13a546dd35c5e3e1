import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  componentCodes,
  containers,
  damageCodes,
  damageLines,
  documents,
  estimateLines,
  estimates,
  inspectionPhotos,
  inspections,
  linkParties,
  repairCodes,
  repairPhotos,
  repairTariffs,
  vessels,
  voyages,
} from '../../db/schema';
import { lockedVersionOf } from '../../shared/rowVersion';

export type EstimateRecord = typeof estimates.$inferSelect;
export type EstimateValues = typeof estimates.$inferInsert;
export type EstimateLineRecord = typeof estimateLines.$inferSelect;
export type EstimateLineValues = typeof estimateLines.$inferInsert;
export type LinkPartyRecord = typeof linkParties.$inferSelect;

/** The company's inspection an estimate is made of, with its container. */
export async function inspectionToEstimate(db: Database, companyId: number, id: number) {
  const [found] = await db
    .select({
      id: inspections.id,
      condition: inspections.condition,
      applicantId: inspections.applicantId,
      accountId: inspections.accountId,
      inspectionDate: inspections.inspectionDate,
      containerId: containers.id,
      containerNumber: containers.number,
      isoCode: containers.isoCode,
      size: containers.size,
    })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .where(and(eq(inspections.id, id), eq(inspections.companyId, companyId)));
  return found;
}
export type InspectionToEstimate = NonNullable<Awaited<ReturnType<typeof inspectionToEstimate>>>;

/** The inspection's damage lines in the order they were recorded. */
export const damageLinesOf = (db: Database, inspectionId: number) =>
  db
    .select()
    .from(damageLines)
    .where(eq(damageLines.inspectionId, inspectionId))
    .orderBy(asc(damageLines.id));

/** The company's Link Parties joining the applicant and the account, oldest first. */
export const linkPartiesOf = (
  db: Database,
  companyId: number,
  applicantId: number,
  accountId: number,
) =>
  db
    .select()
    .from(linkParties)
    .where(
      and(
        eq(linkParties.companyId, companyId),
        eq(linkParties.applicantId, applicantId),
        eq(linkParties.accountId, accountId),
      ),
    )
    .orderBy(asc(linkParties.id));

/** The company's Link Party of this id. */
export async function linkPartyOf(db: Database, companyId: number, id: number) {
  const [found] = await db
    .select()
    .from(linkParties)
    .where(and(eq(linkParties.id, id), eq(linkParties.companyId, companyId)));
  return found;
}

/** The Link Party's repair tariff, as the pricing reads it. */
export const tariffOf = (db: Database, companyId: number, linkPartyId: number) =>
  db
    .select({
      id: repairTariffs.id,
      componentId: repairTariffs.componentId,
      repairId: repairTariffs.repairId,
      damageId: repairTariffs.damageId,
      size: repairTariffs.size,
      measure: repairTariffs.measure,
      uptoLengthCm: repairTariffs.uptoLengthCm,
      uptoBreadthCm: repairTariffs.uptoBreadthCm,
      hoursHundredths: repairTariffs.hoursHundredths,
      materialPaise: repairTariffs.materialPaise,
    })
    .from(repairTariffs)
    .where(and(eq(repairTariffs.companyId, companyId), eq(repairTariffs.linkPartyId, linkPartyId)));

/** The inspection's open estimate (any but a rejected one), if it has one. */
export async function openEstimateOf(db: Database, inspectionId: number) {
  const [found] = await db
    .select({ id: estimates.id, estimateNo: estimates.estimateNo })
    .from(estimates)
    .where(and(eq(estimates.inspectionId, inspectionId), ne(estimates.status, 'rejected')));
  return found;
}

export async function insertEstimate(tx: Database, values: EstimateValues) {
  const [saved] = await tx.insert(estimates).values(values).returning();
  return saved;
}

export async function updateEstimate(tx: Database, id: number, values: Partial<EstimateValues>) {
  const [saved] = await tx.update(estimates).set(values).where(eq(estimates.id, id)).returning();
  return saved;
}

export const insertEstimateLines = (tx: Database, values: EstimateLineValues[]) =>
  values.length ? tx.insert(estimateLines).values(values).returning() : Promise.resolve([]);

export const updateEstimateLine = (tx: Database, id: number, values: Partial<EstimateLineValues>) =>
  tx.update(estimateLines).set(values).where(eq(estimateLines.id, id));

export const deleteEstimateLines = (tx: Database, ids: number[]) =>
  ids.length ? tx.delete(estimateLines).where(inArray(estimateLines.id, ids)) : Promise.resolve();

/** The company's estimate of this id, locked for a change when `forChange`. */
export async function estimateOf(db: Database, companyId: number, id: number, forChange = false) {
  const query = db
    .select()
    .from(estimates)
    .where(and(eq(estimates.id, id), eq(estimates.companyId, companyId)));
  const [found] = forChange ? await query.for('update') : await query;
  return found;
}

/** The estimate's version as stored and who last changed it, locked until the transaction ends. */
export const lockedEstimateVersion = (tx: Database, id: number) =>
  lockedVersionOf(tx, estimates, eq(estimates.id, id));

/** The estimate's lines as stored, in line order. */
export const linesOf = (db: Database, estimateId: number) =>
  db
    .select()
    .from(estimateLines)
    .where(eq(estimateLines.estimateId, estimateId))
    .orderBy(asc(estimateLines.lineNo));

/** The estimate's lines with the codes and names they were estimated with, in line order. */
export const namedLinesOf = (db: Database, estimateId: number) =>
  db
    .select({
      line: estimateLines,
      side: damageLines.side,
      position: damageLines.position,
      componentCode: componentCodes.shortName,
      componentName: componentCodes.description,
      damageCode: damageCodes.shortName,
      damageName: damageCodes.description,
      repairCode: repairCodes.shortName,
      repairName: repairCodes.description,
    })
    .from(estimateLines)
    .leftJoin(damageLines, eq(damageLines.id, estimateLines.damageLineId))
    .leftJoin(componentCodes, eq(componentCodes.id, estimateLines.componentId))
    .leftJoin(damageCodes, eq(damageCodes.id, estimateLines.damageId))
    .leftJoin(repairCodes, eq(repairCodes.id, estimateLines.repairId))
    .where(eq(estimateLines.estimateId, estimateId))
    .orderBy(asc(estimateLines.lineNo));
export type NamedLine = Awaited<ReturnType<typeof namedLinesOf>>[number];

/** What an estimate's detail shows beside it: its inspection, container, party and call. */
export async function estimateContextOf(db: Database, estimate: EstimateRecord) {
  const [found] = await db
    .select({
      containerNumber: containers.number,
      isoCode: containers.isoCode,
      size: containers.size,
      inspectionDate: inspections.inspectionDate,
      containerId: containers.id,
      partyName: linkParties.shortName,
      reportEmail: linkParties.reportEmail,
      vesselName: vessels.name,
      voyageNo: voyages.name,
    })
    .from(inspections)
    .innerJoin(containers, eq(containers.id, inspections.containerId))
    .innerJoin(linkParties, eq(linkParties.id, estimate.linkPartyId))
    .leftJoin(vessels, eq(vessels.id, inspections.vesselId))
    .leftJoin(voyages, eq(voyages.id, inspections.voyageId))
    .where(eq(inspections.id, estimate.inspectionId));
  if (!found) throw new Error(`Estimate ${estimate.id} has no inspection`);
  return found;
}

const thumbnailDocument = alias(documents, 'thumbnail_document');

/** The photos of these damage lines, by document name, oldest first. */
export const damagePhotosOf = (db: Database, damageLineIds: number[]) =>
  damageLineIds.length
    ? db
        .select({
          lineId: inspectionPhotos.damageLineId,
          name: documents.name,
          thumbnail: thumbnailDocument.name,
        })
        .from(inspectionPhotos)
        .innerJoin(documents, eq(documents.id, inspectionPhotos.documentId))
        .innerJoin(thumbnailDocument, eq(thumbnailDocument.id, inspectionPhotos.thumbnailId))
        .where(
          and(
            isNotNull(inspectionPhotos.damageLineId),
            inArray(inspectionPhotos.damageLineId, damageLineIds),
          ),
        )
        .orderBy(asc(inspectionPhotos.id))
    : Promise.resolve([]);

/** The after-repair photos of these estimate lines, by document name, oldest first. */
export const repairPhotosOf = (db: Database, lineIds: number[]) =>
  lineIds.length
    ? db
        .select({
          lineId: repairPhotos.estimateLineId,
          name: documents.name,
          thumbnail: thumbnailDocument.name,
        })
        .from(repairPhotos)
        .innerJoin(documents, eq(documents.id, repairPhotos.documentId))
        .innerJoin(thumbnailDocument, eq(thumbnailDocument.id, repairPhotos.thumbnailId))
        .where(inArray(repairPhotos.estimateLineId, lineIds))
        .orderBy(asc(repairPhotos.id))
    : Promise.resolve([]);

export async function insertRepairPhoto(tx: Database, values: typeof repairPhotos.$inferInsert) {
  await tx.insert(repairPhotos).values(values);
}

/** The document names of these ids. */
export const documentNames = (db: Database, ids: number[]) =>
  ids.length
    ? db
        .select({ id: documents.id, name: documents.name })
        .from(documents)
        .where(inArray(documents.id, ids))
    : Promise.resolve([]);
