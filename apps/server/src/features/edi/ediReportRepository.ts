import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inspections } from '../../db/schema';

/** A condition on inspections, as the report's filter builds it. */
export type InspectionWhere = SQL | undefined;
/** What a report writes on the inspections it sent. */
export type InspectionMark = Partial<typeof inspections.$inferInsert>;

/** The inspections `where` keeps that were not yet sent as EDI. */
export const notSentAsEdi = (where: InspectionWhere) => and(where, eq(inspections.ediSent, false));

/**
 * Writes the mark on the company's inspections of these ids (only those not yet sent as EDI when
 * `unsentOnly`), and answers the ids it marked.
 */
export const markInspections = (
  tx: Database,
  companyId: number,
  ids: readonly number[],
  mark: InspectionMark,
  unsentOnly: boolean,
) =>
  tx
    .update(inspections)
    .set(mark)
    .where(
      and(
        eq(inspections.companyId, companyId),
        // One array parameter, however many inspections.
        sql`${inspections.id} = any(${sql.param(ids)}::int[])`,
        unsentOnly ? eq(inspections.ediSent, false) : undefined,
      ),
    )
    .returning({ id: inspections.id });
