import type { Database } from '../../src/db/client';
import { componentCodes, damageCodes, repairCodes } from '../../src/db/schema';

/** The ids of the shared CEDEX codes the reference seed holds, by their short names. */
export async function codeIds(db: Database) {
  const [components, repairs, damages] = await Promise.all(
    [componentCodes, repairCodes, damageCodes].map((codes) =>
      db.select({ id: codes.id, shortName: codes.shortName }).from(codes),
    ),
  );
  const lookup = (rows: { id: number; shortName: string }[] = [], what: string) => {
    const ids = new Map(rows.map((row) => [row.shortName, row.id]));
    return (shortName: string) => {
      const id = ids.get(shortName);
      if (id === undefined) throw new Error(`No ${what} code ${shortName} is seeded`);
      return id;
    };
  };
  return {
    component: lookup(components, 'component'),
    repair: lookup(repairs, 'repair'),
    damage: lookup(damages, 'damage'),
  };
}
