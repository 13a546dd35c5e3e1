import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  coprarConversions,
  documents,
  locations,
  sentFiles,
  vessels,
  voyages,
} from '../../db/schema';

/** The company's vessel's name, if the vessel is the company's. */
export const vesselNameOf = (db: Database, companyId: number, vesselId: number) =>
  db
    .select({ name: vessels.name })
    .from(vessels)
    .where(and(eq(vessels.id, vesselId), eq(vessels.companyId, companyId)));

/** The company's voyage's name, if the voyage is the company's. */
export const voyageNameOf = (db: Database, companyId: number, voyageId: number) =>
  db
    .select({ name: voyages.name })
    .from(voyages)
    .where(and(eq(voyages.id, voyageId), eq(voyages.companyId, companyId)));

/** A location's customs code, short name and name. */
export const locationCodesOf = (db: Database, locationId: number) =>
  db
    .select({ code: locations.locationCode, shortName: locations.shortName, name: locations.name })
    .from(locations)
    .where(eq(locations.id, locationId));

/** Keeps a Convert's containers under its number, for Generate PDF to print again. */
export async function recordConversion(
  tx: Database,
  conversion: typeof coprarConversions.$inferInsert,
) {
  await tx.insert(coprarConversions).values(conversion);
}

const numbered = (coprarNo: string) =>
  eq(sql`upper(${coprarConversions.coprarNo})`, coprarNo.toUpperCase());

/** The document name of the company's conversion of this number (any case), if any. */
export async function conversionDocumentName(db: Database, companyId: number, coprarNo: string) {
  const [found] = await db
    .select({ name: documents.name })
    .from(coprarConversions)
    .innerJoin(sentFiles, eq(sentFiles.id, coprarConversions.sentFileId))
    .innerJoin(documents, eq(documents.id, sentFiles.documentId))
    .where(and(eq(coprarConversions.companyId, companyId), numbered(coprarNo)))
    .limit(1);
  return found?.name;
}

/** The company's conversion of the party under this number (any case), with its call's names. */
export async function keptConversion(
  db: Database,
  companyId: number,
  party: { applicantId: number; accountId: number },
  coprarNo: string,
) {
  const [kept] = await db
    .select({
      coprarNo: coprarConversions.coprarNo,
      containers: coprarConversions.containers,
      applicant: applicants.name,
      account: accounts.name,
      vesselName: vessels.name,
      callSign: vessels.callSign,
      voyage: voyages.name,
      location: locations.name,
    })
    .from(coprarConversions)
    .innerJoin(applicants, eq(applicants.id, coprarConversions.applicantId))
    .innerJoin(accounts, eq(accounts.id, coprarConversions.accountId))
    .innerJoin(vessels, eq(vessels.id, coprarConversions.vesselId))
    .innerJoin(voyages, eq(voyages.id, coprarConversions.voyageId))
    .innerJoin(locations, eq(locations.id, coprarConversions.locationId))
    .where(
      and(
        eq(coprarConversions.companyId, companyId),
        eq(coprarConversions.applicantId, party.applicantId),
        eq(coprarConversions.accountId, party.accountId),
        numbered(coprarNo),
      ),
    )
    .limit(1);
  return kept;
}
