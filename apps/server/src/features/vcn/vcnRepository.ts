import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vcns } from '../../db/schema';
import { withAuditNames } from '../../shared/audit';
import { scope } from '../master/masterRepository';
import { listedVcns, vcnRowOf } from './vcnDefinition';

/** The calls of the company that have not sailed (nor been deleted), by name. */
export const listActiveVcns = (db: Database, companyId: number) =>
  listedVcns(db)
    .where(scope(vcns, companyId, eq(vcns.isSail, false)))
    .orderBy(asc(sql`lower(${vcns.name})`), asc(vcns.id));

/** The active calls as their list shows them, with who created and last changed each. */
export async function listActiveVcnRows(db: Database, companyId: number) {
  const rows = (await listActiveVcns(db, companyId)).map(vcnRowOf);
  return withAuditNames(db, vcns, rows, (vcn) => vcn.vcnID);
}

/** The company's calls (not deleted) of the vessel with this voyage, as import or export voyage. */
export const callsWithVoyage = (companyId: number, vesselId: number, voyageId: number) =>
  and(
    eq(vcns.companyId, companyId),
    eq(vcns.vesselId, vesselId),
    eq(vcns.isDeleted, false),
    or(eq(vcns.importVoyageId, voyageId), eq(vcns.exportVoyageId, voyageId)),
  );
