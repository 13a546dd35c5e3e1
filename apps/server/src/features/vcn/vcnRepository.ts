import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vcns } from '../../db/schema';
import { scope } from '../master/masterRepository';
import { listedVcns } from './vcnDefinition';

/** The calls of the company that have not sailed (nor been deleted), by name. */
export const listActiveVcns = (db: Database, companyId: number) =>
  listedVcns(db)
    .where(scope(vcns, companyId, eq(vcns.isSail, false)))
    .orderBy(asc(sql`lower(${vcns.name})`), asc(vcns.id));
