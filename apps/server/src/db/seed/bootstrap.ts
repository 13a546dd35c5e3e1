import { randomBytes } from 'node:crypto';
import { Role } from '@quaybook/contract';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords';
import { inTransaction } from '../../shared/transaction';
import type { Database } from '../client';
import { companies, users } from '../schema';
import { seedCompany } from './seedCompany';
import { seedReference } from './seedReference';
import { INDIA, WEST_BENGAL } from './states';

export interface FirstAdmin {
  username: string;
  /** Set only when the password was generated and must be shown once. */
  generatedPassword?: string;
}

/**
 * Seeds reference data, and on an empty database creates the first company and its admin user,
 * the group administrator, with ADMIN_PASSWORD or else a random password that is shown once.
 */
export async function bootstrap(
  db: Database,
  adminPassword: string | undefined,
): Promise<FirstAdmin | undefined> {
  await seedReference(db);
  const firstAdmin = await inTransaction(db, async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(users);
    if (Number(existing?.n ?? 0) > 0) return undefined;
    const password = adminPassword ?? randomBytes(12).toString('base64url');
    let [company] = await tx
      .select({ id: companies.id })
      .from(companies)
      .orderBy(companies.id)
      .limit(1);
    company ??= (
      await tx
        .insert(companies)
        .values({ name: 'My Company', stateId: WEST_BENGAL, countryId: INDIA })
        .returning({ id: companies.id })
    )[0];
    if (!company) throw new Error('The first company could not be created');
    const [admin] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        username: 'admin',
        name: 'Administrator',
        passwordHash: await hashPassword(password),
        roleId: Role.admin,
        // The first user rules the group: they create the companies and their administrators.
        groupAdmin: true,
      })
      .returning({ id: users.id });
    if (admin) await tx.update(users).set({ createdBy: admin.id }).where(eq(users.id, admin.id));
    return adminPassword
      ? { username: 'admin' }
      : { username: 'admin', generatedPassword: password };
  });
  // Every company has its default movements, including companies made before movements existed.
  for (const { id } of await db
    .select({ id: companies.id })
    .from(companies)
    .orderBy(companies.id)) {
    await seedCompany(db, id);
  }
  return firstAdmin;
}
