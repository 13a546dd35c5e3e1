import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { accounts, applicants, movements, vcns, vessels, voyages } from '../../src/db/schema';
import { DOCKS } from '../../src/db/seed/catalogue/locations';
import type { TestUser } from './factories';

// Rows the vessel-call, party-rate and customs tests refer to, made straight in the database
// for a user's company. Names carry a counter so that rows of one test never collide.

let sequence = 0;
const next = () => {
  sequence += 1;
  return sequence;
};

async function inserted<Row>(rows: Promise<Row[]>): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error('row not created');
  return row;
}

export { DOCKS };
/** A seeded place that is not a dock: a berth location. */
export const NETAJI_SUBHAS_YARD = 1;

/** Takes the test context rather than its database, which is there only once `beforeAll` ran. */
export function callFactories(context: { db: Database }) {
  const stamp = (user: TestUser) => ({ companyId: user.companyId, createdBy: user.id });

  const createVessel = (user: TestUser, overrides: Partial<typeof vessels.$inferInsert> = {}) =>
    inserted(
      context.db
        .insert(vessels)
        .values({ ...stamp(user), name: `MSC RUBY ${next()}`, ...overrides })
        .returning(),
    );
  const createVoyage = (user: TestUser, overrides: Partial<typeof voyages.$inferInsert> = {}) =>
    inserted(
      context.db
        .insert(voyages)
        .values({ ...stamp(user), name: `VY${String(next()).padStart(4, '0')}`, ...overrides })
        .returning(),
    );
  const createApplicant = (
    user: TestUser,
    overrides: Partial<typeof applicants.$inferInsert> = {},
  ) =>
    inserted(
      context.db
        .insert(applicants)
        .values({ ...stamp(user), name: `Seahorse Shipping ${next()}`, ...overrides })
        .returning(),
    );
  const createAccount = (user: TestUser, overrides: Partial<typeof accounts.$inferInsert> = {}) =>
    inserted(
      context.db
        .insert(accounts)
        .values({ ...stamp(user), name: `Maersk Line ${next()}`, ...overrides })
        .returning(),
    );
  const createMovement = (user: TestUser, overrides: Partial<typeof movements.$inferInsert> = {}) =>
    inserted(
      context.db
        .insert(movements)
        .values({ ...stamp(user), name: `Survey Movement ${next()}`, ...overrides })
        .returning(),
    );

  /** A call of a new vessel with new import and export voyages, at Kolkata dock. */
  async function createVcn(user: TestUser, overrides: Partial<typeof vcns.$inferInsert> = {}) {
    const vessel = await createVessel(user);
    const imports = await createVoyage(user);
    const exports = await createVoyage(user);
    const call = await inserted(
      context.db
        .insert(vcns)
        .values({
          ...stamp(user),
          name: `KOL${String(next()).padStart(5, '0')}`,
          vesselId: vessel.id,
          importVoyageId: imports.id,
          exportVoyageId: exports.id,
          areaId: DOCKS.kolkata,
          ...overrides,
        })
        .returning(),
    );
    return { call, vessel, imports, exports };
  }

  /** The stored call, deleted or not, as the database holds it. */
  const storedVcn = async (id: number) =>
    (await context.db.select().from(vcns).where(eq(vcns.id, id)))[0];

  return {
    createVessel,
    createVoyage,
    createApplicant,
    createAccount,
    createMovement,
    createVcn,
    storedVcn,
  };
}
