import { Role } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/auth/passwords';
import type { TokenService } from '../../src/auth/tokens';
import type { Database } from '../../src/db/client';
import { companies, users, voyages } from '../../src/db/schema';
import { INDIA, WEST_BENGAL } from '../../src/db/seed/states';

// Unique within the worker, so rows made by different tests and files never collide.
let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export type TestCompany = typeof companies.$inferSelect;
export type TestVoyage = typeof voyages.$inferSelect;

/** A user as the tests need it: the row's facts, its clear-text password and its company's. */
export interface TestUser {
  id: number;
  username: string;
  name: string;
  password: string;
  roleId: number;
  companyId: number;
  stateId: number | null;
  countryId: number | null;
}

export interface UserOptions {
  companyId: number;
  role?: 'user' | 'admin';
  password?: string;
  username?: string;
  name?: string;
  isActive?: boolean;
}

/**
 * Makes rows straight in the database, and tokens as the server would issue them. Takes the test
 * context rather than its fields, because those are filled only once the file's `beforeAll` ran.
 * @example const { createCompany, createUser, tokenFor } = factories(useTestApp());
 */
export function factories(context: { db: Database; tokens: TokenService }) {
  async function createCompany(overrides: Partial<typeof companies.$inferInsert> = {}) {
    const [company] = await context.db
      .insert(companies)
      .values({
        name: `Surveyors ${next()} Pvt Ltd`,
        stateId: WEST_BENGAL,
        countryId: INDIA,
        ...overrides,
      })
      .returning();
    if (!company) throw new Error('company not created');
    return company;
  }

  async function createUser(options: UserOptions): Promise<TestUser> {
    const n = next();
    const password = options.password ?? `password-${n}-harbour`;
    const [company] = await context.db
      .select({ stateId: companies.stateId, countryId: companies.countryId })
      .from(companies)
      .where(eq(companies.id, options.companyId));
    if (!company) throw new Error(`company ${options.companyId} does not exist`);
    const [user] = await context.db
      .insert(users)
      .values({
        companyId: options.companyId,
        username: options.username ?? `surveyor${n}`,
        name: options.name ?? `Surveyor ${n}`,
        passwordHash: await hashPassword(password),
        roleId: options.role === 'admin' ? Role.admin : Role.user,
        isActive: options.isActive ?? true,
      })
      .returning();
    if (!user) throw new Error('user not created');
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      password,
      roleId: user.roleId,
      companyId: user.companyId,
      stateId: company.stateId,
      countryId: company.countryId,
    };
  }

  /**
   * A token for the user as sign-in would issue it now, carrying the user's current token
   * version; a negative lifetime makes it expired.
   */
  async function tokenFor(user: TestUser, lifetimeSeconds?: number): Promise<string> {
    const [row] = await context.db
      .select({ tokenVersion: users.tokenVersion })
      .from(users)
      .where(eq(users.id, user.id));
    if (!row) throw new Error(`user ${user.id} does not exist`);
    return context.tokens.issue(
      {
        name: user.name,
        roleid: user.roleId,
        user_id: user.id,
        state_id: user.stateId,
        country_id: user.countryId,
        company_id: user.companyId,
        tv: row.tokenVersion,
      },
      lifetimeSeconds,
    );
  }

  /** A new company with one user of the given role, and a token for that user. */
  async function signedInUser(role: 'user' | 'admin' = 'user') {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, role });
    return { company, user, token: await tokenFor(user) };
  }

  /** A voyage written straight to the table, as created by `user`. */
  async function createVoyage(
    user: TestUser,
    overrides: Partial<typeof voyages.$inferInsert> = {},
  ): Promise<TestVoyage> {
    const [voyage] = await context.db
      .insert(voyages)
      .values({
        companyId: user.companyId,
        name: `VOY${String(next()).padStart(4, '0')}E`,
        createdBy: user.id,
        ...overrides,
      })
      .returning();
    if (!voyage) throw new Error('voyage not created');
    return voyage;
  }

  return { createCompany, createUser, tokenFor, signedInUser, createVoyage };
}
