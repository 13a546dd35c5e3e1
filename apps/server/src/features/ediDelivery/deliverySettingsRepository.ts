import { and, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { companies, deliveryRuns, deliverySettings, linkParties, users } from '../../db/schema';
import { lockedVersions } from '../../shared/rowVersion';

/** A Link Party as its delivery needs it: whose inspections, and the line's EDI ids. */
export interface DeliveryParty {
  id: number;
  companyId: number;
  shortName: string;
  applicantId: number;
  accountId: number;
  ediSenderId: string | null;
  ediRecipientId: string | null;
  carrierCode: string | null;
}

const partyColumns = {
  id: linkParties.id,
  companyId: linkParties.companyId,
  shortName: linkParties.shortName,
  applicantId: linkParties.applicantId,
  accountId: linkParties.accountId,
  ediSenderId: linkParties.ediSenderId,
  ediRecipientId: linkParties.ediRecipientId,
  carrierCode: linkParties.carrierCode,
};

/** The company's Link Party of this id; another company's is none. */
export async function findDeliveryParty(
  db: Database,
  companyId: number,
  linkPartyId: number,
): Promise<DeliveryParty | undefined> {
  const [row] = await db
    .select(partyColumns)
    .from(linkParties)
    .where(and(eq(linkParties.id, linkPartyId), eq(linkParties.companyId, companyId)));
  return row;
}

const modifier = alias(users, 'delivery_modifier');

const settingsColumns = {
  settings: deliverySettings,
  party: partyColumns,
  lastRunAt: deliveryRuns.lastRunAt,
  problem: deliveryRuns.problem,
  hostKey: deliveryRuns.hostKey,
  modifiedByName: modifier.name,
};

const selectSettings = (db: Database, where: SQL | undefined) =>
  db
    .select(settingsColumns)
    .from(deliverySettings)
    .innerJoin(linkParties, eq(linkParties.id, deliverySettings.linkPartyId))
    .leftJoin(deliveryRuns, eq(deliveryRuns.linkPartyId, deliverySettings.linkPartyId))
    .leftJoin(
      modifier,
      eq(modifier.id, sql`coalesce(${deliverySettings.modifiedBy}, ${deliverySettings.createdBy})`),
    )
    .where(where);

export type StoredSettings = Awaited<ReturnType<typeof selectSettings>>[number];

/** A Link Party's settings with what the sending keeps of it, or none. */
export async function findSettings(
  db: Database,
  companyId: number,
  linkPartyId: number,
): Promise<StoredSettings | undefined> {
  const [row] = await selectSettings(
    db,
    and(eq(deliverySettings.linkPartyId, linkPartyId), eq(deliverySettings.companyId, companyId)),
  );
  return row;
}

/** Every company's active settings: what the schedule looks at. */
export const activeSettings = (db: Database) =>
  selectSettings(db, eq(deliverySettings.active, true));

export type SettingsValues = Omit<
  typeof deliverySettings.$inferInsert,
  'linkPartyId' | 'companyId' | 'createdAt' | 'createdBy' | 'version' | 'deliverFrom'
>;

/** The stored version and who last changed it, locked until the transaction ends. */
export async function lockedSettingsVersion(tx: Database, linkPartyId: number) {
  const versions = await lockedVersions(
    tx,
    deliverySettings,
    deliverySettings.linkPartyId,
    eq(deliverySettings.linkPartyId, linkPartyId),
  );
  return versions.get(linkPartyId);
}

/** Writes a party's settings, creating them on the first save. */
export async function saveSettings(
  tx: Database,
  party: Pick<DeliveryParty, 'id' | 'companyId'>,
  values: SettingsValues,
  userId: number,
): Promise<void> {
  const now = new Date();
  await tx
    .insert(deliverySettings)
    .values({
      ...values,
      linkPartyId: party.id,
      companyId: party.companyId,
      createdBy: userId,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: deliverySettings.linkPartyId,
      set: { ...values, modifiedBy: userId, modifiedAt: now },
    });
}

/** Keeps what the sending learnt of a party: its last run, its problem, its host key. */
export async function recordRun(
  db: Database,
  linkPartyId: number,
  values: Partial<Omit<typeof deliveryRuns.$inferInsert, 'linkPartyId'>>,
): Promise<void> {
  await db
    .insert(deliveryRuns)
    .values({ linkPartyId, ...values })
    .onConflictDoUpdate({ target: deliveryRuns.linkPartyId, set: values });
}

/**
 * Holds the party's settings row until the transaction ends: one process at a time makes a
 * party's deliveries. Answers false when another holds it now.
 */
export async function lockSettingsForRun(tx: Database, linkPartyId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: deliverySettings.linkPartyId })
    .from(deliverySettings)
    .where(eq(deliverySettings.linkPartyId, linkPartyId))
    .for('update', { skipLocked: true });
  return rows.length > 0;
}

/** The company's name, as mails from it sign. */
export async function companyName(db: Database, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? '';
}
