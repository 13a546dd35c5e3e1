import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';
import { PARTY_LOCATION } from '../../db/seed/catalogue/locations';
import { withAuditNames } from '../../shared/audit';
import { locationRowOf } from './locationDefinition';

const byName = [asc(sql`lower(${locations.name})`), asc(locations.id)];

/** The docks (master locations): Kolkata, Haldia, Paradip. */
const listDocks = (db: Database) =>
  db
    .select()
    .from(locations)
    .where(eq(locations.kind, 'dock'))
    .orderBy(...byName);

/** The container freight stations, and the Party place. */
export const listCfs = (db: Database) =>
  db
    .select()
    .from(locations)
    .where(or(eq(locations.kind, 'cfs'), eq(locations.id, PARTY_LOCATION)))
    .orderBy(...byName);

/** The docks as their master list shows them, with who created and last changed each. */
export async function listDockRows(db: Database) {
  const docks = (await listDocks(db)).map(locationRowOf);
  return withAuditNames(db, locations, docks, (dock) => dock.locationid);
}

/** A location's name, or undefined when there is none of that id. */
export async function locationNameOf(db: Database, locationId: number) {
  const [place] = await db
    .select({ name: locations.name })
    .from(locations)
    .where(eq(locations.id, locationId));
  return place?.name;
}
