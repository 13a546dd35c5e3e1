import { Role } from '@quaybook/contract';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, linkParties, roles, userLinkParties, users } from '../../db/schema';
import { withAuditNames } from '../../shared/audit';
import { lockedVersionOf } from '../../shared/rowVersion';

// Every column but the password hash, which never leaves the auth code.
function selectUsers(db: Database) {
  return db
    .select({
      id: users.id,
      username: users.username,
      name: users.name,
      roleId: users.roleId,
      roleName: roles.name,
      groupAdmin: users.groupAdmin,
      companyId: users.companyId,
      companyName: companies.name,
      email: users.email,
      isActive: users.isActive,
      createdBy: users.createdBy,
      createdAt: users.createdAt,
      modifiedBy: users.modifiedBy,
      modifiedAt: users.modifiedAt,
      version: users.version,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .$dynamic();
}

export type ListedUser = Awaited<ReturnType<typeof listUsers>>[number];

/** Every company's users, or one company's. */
export function listUsers(db: Database, companyId?: number) {
  return selectUsers(db)
    .where(companyId === undefined ? undefined : eq(users.companyId, companyId))
    .orderBy(asc(sql`lower(${users.username})`), asc(users.id));
}

export async function findUser(db: Database, id: number): Promise<ListedUser | undefined> {
  const [row] = await selectUsers(db).where(eq(users.id, id));
  return row;
}

/** Whether the sign-in name is used by any user of any company, ignoring case. */
export async function isUsernameTaken(db: Database, username: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.username})`, username.toLowerCase()),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Where the company's administrators are told by mail of what needs them: the e-mails of its
 * active admins, the group administrator among them when it is their company.
 */
export async function administratorEmails(db: Database, companyId: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        eq(users.roleId, Role.admin),
        eq(users.isActive, true),
        isNotNull(users.email),
        ne(sql`trim(${users.email})`, ''),
      ),
    );
  // Sorted here, by code point, so that every database's collation orders them alike.
  return rows.flatMap((row) => (row.email ? [row.email] : [])).sort();
}

export async function companyExists(db: Database, companyId: number) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row !== undefined;
}

export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('The user was not stored');
  return row.id;
}

/**
 * Changes a user; with `endSessions` the token version is raised in the same statement, so every
 * token issued before is refused from the next call on.
 */
export async function updateUser(
  db: Database,
  id: number,
  values: Partial<typeof users.$inferInsert>,
  endSessions: boolean,
) {
  await db
    .update(users)
    .set({
      ...values,
      ...(endSessions ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
    })
    .where(eq(users.id, id));
}

/** User rows with who created and last changed each. */
export const withUserAuditNames = <Row>(
  db: Database,
  rows: readonly Row[],
  idOf: (row: Row) => number,
) => withAuditNames(db, users, rows, idOf);

/** The user's version as stored, locked until the transaction ends. */
export const lockedUserVersion = (tx: Database, id: number) =>
  lockedVersionOf(tx, users, eq(users.id, id));

/** The link parties each of these users acts for (a shipping line's user), by short name. */
export async function linkPartiesOfUsers(db: Database, userIds: readonly number[]) {
  const tied = new Map<number, { ids: number[]; names: string[] }>();
  if (userIds.length === 0) return tied;
  const rows = await db
    .select({
      userId: userLinkParties.userId,
      id: linkParties.id,
      shortName: linkParties.shortName,
    })
    .from(userLinkParties)
    .innerJoin(linkParties, eq(linkParties.id, userLinkParties.linkPartyId))
    .where(inArray(userLinkParties.userId, [...userIds]))
    .orderBy(asc(sql`lower(${linkParties.shortName})`), asc(linkParties.id));
  for (const row of rows) {
    const parties = tied.get(row.userId) ?? { ids: [], names: [] };
    parties.ids.push(row.id);
    parties.names.push(row.shortName);
    tied.set(row.userId, parties);
  }
  return tied;
}

/** How many of these link parties are the company's. */
export async function companyLinkPartyCount(db: Database, companyId: number, ids: number[]) {
  if (ids.length === 0) return 0;
  const rows = await db
    .select({ id: linkParties.id })
    .from(linkParties)
    .where(and(eq(linkParties.companyId, companyId), inArray(linkParties.id, ids)));
  return rows.length;
}

/** Ties the user to exactly these link parties (none for staff). */
export async function setUserLinkParties(db: Database, userId: number, ids: readonly number[]) {
  await db.delete(userLinkParties).where(eq(userLinkParties.userId, userId));
  if (ids.length > 0)
    await db.insert(userLinkParties).values(ids.map((linkPartyId) => ({ userId, linkPartyId })));
}
