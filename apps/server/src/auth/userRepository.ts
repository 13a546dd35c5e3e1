import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { companies, users } from '../db/schema';

/** A user with the company facts the session carries. */
export async function findUserForSignIn(
  db: Database,
  where: { username: string } | { id: number },
) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      passwordHash: users.passwordHash,
      roleId: users.roleId,
      groupAdmin: users.groupAdmin,
      isActive: users.isActive,
      tokenVersion: users.tokenVersion,
      companyId: users.companyId,
      companyActive: companies.isActive,
      stateId: companies.stateId,
      countryId: companies.countryId,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      'id' in where
        ? eq(users.id, where.id)
        : eq(sql`lower(${users.username})`, where.username.toLowerCase()),
    );
  return row;
}

export type SignInUser = NonNullable<Awaited<ReturnType<typeof findUserForSignIn>>>;

/**
 * Sets a user's password and raises their token version, so that sessions signed in with the old
 * password end; answers the new version for the token the caller is issued next.
 */
export async function setPasswordHash(
  db: Database,
  userId: number,
  passwordHash: string,
  changedBy: number = userId,
): Promise<number> {
  const [row] = await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      modifiedBy: changedBy,
      modifiedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) throw new Error(`user ${userId} vanished while its password was set`);
  return row.tokenVersion;
}

/**
 * What decides whether a token still holds: the user's version, role (with the group
 * administrator's flag) and company, and whether user and company are active. Two primary-key
 * lookups (users, then companies); no other index.
 */
export async function findSessionState(db: Database, userId: number) {
  const [row] = await db
    .select({
      tokenVersion: users.tokenVersion,
      isActive: users.isActive,
      roleId: users.roleId,
      groupAdmin: users.groupAdmin,
      companyId: users.companyId,
      companyActive: companies.isActive,
      stateId: companies.stateId,
      countryId: companies.countryId,
    })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(eq(users.id, userId));
  return row;
}
