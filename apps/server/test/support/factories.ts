import { Role, type SessionUser } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { claimsOf } from '../../src/auth/authService';
import { hashPassword } from '../../src/auth/passwords';
import type { TokenService } from '../../src/auth/tokens';
import type { Database } from '../../src/db/client';
import {
  accounts,
  applicants,
  companies,
  linkParties,
  movements,
  users,
  vcns,
  vessels,
  voyages,
} from '../../src/db/schema';
import { DOCKS } from '../../src/db/seed/catalogue/locations';
import { INDIA, WEST_BENGAL } from '../../src/db/seed/states';

// One counter for every maker, unique within the worker, so rows made by different tests and
// files never collide on a name.
let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};
const padded = (width: number) => String(next()).padStart(width, '0');

/** The password of a user made without one. */
const TEST_PASSWORD = 'harbour-pilot-password';

// Hashing is deliberately slow (Argon2id), and most tests make users; each password is hashed
// once per worker.
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
};

export { DOCKS };
/** A seeded place that is not a dock: a berth location. */
export const NETAJI_SUBHAS_YARD = 1;

/** A user as the tests need it: the row's facts, its clear-text password and its company's. */
export interface TestUser {
  id: number;
  username: string;
  name: string;
  password: string;
  roleId: number;
  /** The group administrator: an admin over every company. */
  groupAdmin: boolean;
  companyId: number;
  stateId: number | null;
  countryId: number | null;
}

/** A test user's session as a service is handed it once they have signed in. */
export const sessionOf = (user: TestUser): SessionUser => ({ ...claimsOf(user, 0), exp: 0 });

/** A user of role 1, a company's administrator, or the group administrator. */
export type TestRole = 'user' | 'admin' | 'group';

interface UserOptions {
  companyId: number;
  role?: TestRole;
  password?: string;
  username?: string;
  name?: string;
  isActive?: boolean;
  email?: string | null;
}

async function inserted<Row>(rows: Promise<Row[]>, what: string): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} not created`);
  return row;
}

/**
 * Makes rows straight in the database, and tokens as the server would issue them. Takes the test
 * context rather than its fields, because those are filled only once the file's `beforeAll` ran.
 * @example const { signedInUser, createVcn } = factories(useTestApp());
 */
export function factories(context: { db: Database; tokens: TokenService }) {
  const stamp = (user: TestUser) => ({ companyId: user.companyId, createdBy: user.id });

  const createCompany = (overrides: Partial<typeof companies.$inferInsert> = {}) =>
    inserted(
      context.db
        .insert(companies)
        .values({
          name: `Surveyors ${next()} Pvt Ltd`,
          stateId: WEST_BENGAL,
          countryId: INDIA,
          ...overrides,
        })
        .returning(),
      'company',
    );

  async function createUser(options: UserOptions): Promise<TestUser> {
    const n = next();
    const password = options.password ?? TEST_PASSWORD;
    const [company] = await context.db
      .select({ stateId: companies.stateId, countryId: companies.countryId })
      .from(companies)
      .where(eq(companies.id, options.companyId));
    if (!company) throw new Error(`company ${options.companyId} does not exist`);
    const user = await inserted(
      context.db
        .insert(users)
        .values({
          companyId: options.companyId,
          username: options.username ?? `surveyor${n}`,
          name: options.name ?? `Surveyor ${n}`,
          passwordHash: await hashOnce(password),
          roleId: options.role === 'user' || options.role === undefined ? Role.user : Role.admin,
          groupAdmin: options.role === 'group',
          isActive: options.isActive ?? true,
          email: options.email ?? null,
        })
        .returning(),
      'user',
    );
    return {
      id: user.id,
      username: user.username,
      name: user.name,
      password,
      roleId: user.roleId,
      groupAdmin: user.groupAdmin,
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
    return context.tokens.issue(claimsOf(user, row.tokenVersion), lifetimeSeconds);
  }

  /** A new company with one user of the given role, and a token for that user. */
  async function signedInUser(role: TestRole = 'user') {
    const company = await createCompany();
    const user = await createUser({ companyId: company.id, role });
    return { company, user, token: await tokenFor(user) };
  }

  /** A maker of rows of a company's list, named by `name` unless the overrides say otherwise. */
  const companyRow =
    <
      T extends
        | typeof vessels
        | typeof voyages
        | typeof applicants
        | typeof accounts
        | typeof movements,
    >(
      table: T,
      name: () => string,
    ) =>
    (user: TestUser, overrides: Partial<T['$inferInsert']> = {}): Promise<T['$inferSelect']> =>
      inserted(
        // Drizzle cannot type an insert into a table chosen by a type parameter; each maker's
        // own signature carries the types.
        context.db
          .insert(table as PgTable)
          .values({ ...stamp(user), name: name(), ...overrides })
          .returning() as unknown as Promise<T['$inferSelect'][]>,
        getTableConfig(table).name,
      );

  const createVessel = companyRow(vessels, () => `MSC RUBY ${next()}`);
  const createVoyage = companyRow(voyages, () => `VOY${padded(4)}E`);
  const createApplicant = companyRow(applicants, () => `Seahorse Shipping ${next()}`);
  const createAccount = companyRow(accounts, () => `Maersk Line ${next()}`);
  const createMovement = companyRow(movements, () => `Survey Movement ${next()}`);

  /** A party: an applicant and an account, named as given or by the sequence. */
  async function createParty(user: TestUser, names: { applicant?: string; account?: string } = {}) {
    const applicant = await createApplicant(user, names.applicant ? { name: names.applicant } : {});
    const account = await createAccount(user, names.account ? { name: names.account } : {});
    return { applicant, account };
  }

  /** A link party of a new applicant and account, known by a short name of the sequence. */
  async function createLinkParty(
    user: TestUser,
    overrides: Partial<typeof linkParties.$inferInsert> = {},
  ) {
    const { applicant, account } = await createParty(user);
    return inserted(
      context.db
        .insert(linkParties)
        .values({
          ...stamp(user),
          shortName: `LINE-${padded(4)}`,
          applicantId: applicant.id,
          accountId: account.id,
          ...overrides,
        })
        .returning(),
      'link party',
    );
  }

  /** A VCN of a new vessel with new import and export voyages, at Kolkata dock. */
  async function createVcn(user: TestUser, overrides: Partial<typeof vcns.$inferInsert> = {}) {
    const vessel = await createVessel(user);
    const imports = await createVoyage(user);
    const exports = await createVoyage(user);
    const vcn = await inserted(
      context.db
        .insert(vcns)
        .values({
          ...stamp(user),
          name: `KOL${padded(5)}`,
          vesselId: vessel.id,
          importVoyageId: imports.id,
          exportVoyageId: exports.id,
          areaId: DOCKS.kolkata,
          ...overrides,
        })
        .returning(),
      'vcn',
    );
    return { vcn, vessel, imports, exports };
  }

  /** The stored VCN, deleted or not, as the database holds it. */
  const storedVcn = async (id: number) =>
    (await context.db.select().from(vcns).where(eq(vcns.id, id)))[0];

  return {
    createCompany,
    createUser,
    tokenFor,
    signedInUser,
    createVessel,
    createVoyage,
    createApplicant,
    createAccount,
    createMovement,
    createParty,
    createLinkParty,
    createVcn,
    storedVcn,
  };
}
