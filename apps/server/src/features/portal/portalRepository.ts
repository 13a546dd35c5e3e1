import { Role } from '@quaybook/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  accounts,
  applicants,
  companies,
  lineNotifications,
  linkParties,
  userLinkParties,
  users,
} from '../../db/schema';

/** The line user, their company's name and what they chose to be told. */
export async function portalUserOf(db: Database, userId: number) {
  const [row] = await db
    .select({
      name: users.name,
      username: users.username,
      companyName: companies.name,
      email: lineNotifications.email,
      estimates: lineNotifications.estimates,
      reports: lineNotifications.reports,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(lineNotifications, eq(lineNotifications.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** The user's link parties with the names of the parties each pairs, by short name. */
export function portalPartiesOf(db: Database, userId: number) {
  return db
    .select({
      linkpartyid: linkParties.id,
      shortname: linkParties.shortName,
      applicant: applicants.id,
      applicantname: applicants.name,
      account: accounts.id,
      accountname: accounts.name,
    })
    .from(userLinkParties)
    .innerJoin(linkParties, eq(linkParties.id, userLinkParties.linkPartyId))
    .innerJoin(applicants, eq(applicants.id, linkParties.applicantId))
    .innerJoin(accounts, eq(accounts.id, linkParties.accountId))
    .where(eq(userLinkParties.userId, userId))
    .orderBy(asc(linkParties.shortName), asc(linkParties.id));
}

/** Keeps the user's choice of notifications. */
export async function saveNotifications(
  db: Database,
  userId: number,
  choice: { email: string | null; estimates: boolean; reports: boolean },
) {
  await db
    .insert(lineNotifications)
    .values({ userId, ...choice })
    .onConflictDoUpdate({ target: lineNotifications.userId, set: choice });
}

/**
 * The e-mail addresses of the company's active line users tied to the party pair who chose to be
 * told of this kind of news.
 */
export async function noticeRecipients(
  db: Database,
  companyId: number,
  party: { applicantId: number; accountId: number },
  news: 'estimates' | 'reports',
): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: lineNotifications.email })
    .from(lineNotifications)
    .innerJoin(users, eq(users.id, lineNotifications.userId))
    .innerJoin(userLinkParties, eq(userLinkParties.userId, users.id))
    .innerJoin(linkParties, eq(linkParties.id, userLinkParties.linkPartyId))
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.roleId, Role.line),
        eq(users.isActive, true),
        eq(linkParties.applicantId, party.applicantId),
        eq(linkParties.accountId, party.accountId),
        eq(lineNotifications[news], true),
        isNotNull(lineNotifications.email),
      ),
    );
  return rows.flatMap((row) => (row.email ? [row.email] : []));
}
