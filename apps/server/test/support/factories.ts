import { Role } from '@quaybook/contract';
import { hashPassword } from '../../src/auth/passwords';
import type { TokenService } from '../../src/auth/tokens';
import type { Database } from '../../src/db/client';
import { companies, users } from '../../src/db/schema';
import { INDIA, WEST_BENGAL } from '../../src/db/seed/states';

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

export async function createCompany(
  db: Database,
  overrides: Partial<typeof companies.$inferInsert> = {},
) {
  const [company] = await db
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

export interface TestUser {
  id: number;
  username: string;
  name: string;
  password: string;
  companyId: number;
  roleId: number;
}

export async function createUser(
  db: Database,
  options: {
    companyId: number;
    role?: 'user' | 'admin';
    password?: string;
    isActive?: boolean;
    username?: string;
  },
): Promise<TestUser> {
  const n = next();
  const password = options.password ?? `password-${n}-harbour`;
  const [user] = await db
    .insert(users)
    .values({
      companyId: options.companyId,
      username: options.username ?? `surveyor${n}`,
      name: `Surveyor ${n}`,
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
    companyId: user.companyId,
    roleId: user.roleId,
  };
}

/** A company with one user of the given role, and a token for that user. */
export async function signedInUser(
  db: Database,
  tokens: TokenService,
  role: 'user' | 'admin' = 'user',
) {
  const company = await createCompany(db);
  const user = await createUser(db, { companyId: company.id, role });
  return { company, user, token: await tokenFor(tokens, user, company) };
}

export function tokenFor(
  tokens: TokenService,
  user: TestUser,
  company: { stateId: number | null; countryId: number | null },
  lifetimeSeconds?: number,
) {
  return tokens.issue(
    {
      name: user.name,
      roleid: user.roleId,
      user_id: user.id,
      state_id: company.stateId,
      country_id: company.countryId,
      company_id: user.companyId,
    },
    lifetimeSeconds,
  );
}
