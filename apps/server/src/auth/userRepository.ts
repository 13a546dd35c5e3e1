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
      isActive: users.isActive,
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

export async function setPasswordHash(db: Database, userId: number, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, modifiedBy: userId, modifiedAt: new Date() })
    .where(eq(users.id, userId));
}
