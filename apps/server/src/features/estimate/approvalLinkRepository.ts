import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { companies, estimateApprovalLinks } from '../../db/schema';

export type ApprovalLinkRecord = typeof estimateApprovalLinks.$inferSelect;

export async function insertApprovalLink(
  tx: Database,
  values: typeof estimateApprovalLinks.$inferInsert,
) {
  await tx.insert(estimateApprovalLinks).values(values);
}

/**
 * The link of this token hash, with its company's name; locked until the transaction ends when
 * it is about to be used, so a second use at the same moment waits and then finds it used.
 */
export async function approvalLinkOf(db: Database, tokenHash: string, forUse = false) {
  const query = db
    .select({ link: estimateApprovalLinks, companyName: companies.name })
    .from(estimateApprovalLinks)
    .innerJoin(companies, eq(companies.id, estimateApprovalLinks.companyId))
    .where(eq(estimateApprovalLinks.tokenHash, tokenHash));
  const [found] = forUse ? await query.for('update', { of: estimateApprovalLinks }) : await query;
  return found;
}

export const markLinkUsed = (tx: Database, id: number, at: Date) =>
  tx.update(estimateApprovalLinks).set({ usedAt: at }).where(eq(estimateApprovalLinks.id, id));

/** Ends every unused link of the estimate now, so it answers that it has expired. */
export const expireUnusedLinks = (tx: Database, estimateId: number, at: Date) =>
  tx
    .update(estimateApprovalLinks)
    .set({ expiresAt: at })
    .where(
      and(
        eq(estimateApprovalLinks.estimateId, estimateId),
        isNull(estimateApprovalLinks.usedAt),
        gt(estimateApprovalLinks.expiresAt, at),
      ),
    );

/**
 * Spends every unused link of an estimate decided another way (in the portal): each then shows
 * the decisions, read only, as a link used does.
 */
export const spendUnusedLinks = (tx: Database, estimateId: number, at: Date) =>
  tx
    .update(estimateApprovalLinks)
    .set({ usedAt: at })
    .where(
      and(eq(estimateApprovalLinks.estimateId, estimateId), isNull(estimateApprovalLinks.usedAt)),
    );
