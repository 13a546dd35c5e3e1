import { asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { locations } from '../../db/schema';
import { PARTY_LOCATION } from '../../db/seed/catalogue/locations';

const byName = [asc(sql`lower(${locations.name})`), asc(locations.id)];

/** The docks (master locations): Kolkata, Haldia, Paradip. */
export const listDocks = (db: Database) =>
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
