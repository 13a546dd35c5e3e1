import {
  type approvalInput,
  DOCUMENT_NOT_FOUND,
  type EstimateDetail,
  type EstimateForApproval,
  ESTIMATE_MESSAGES as MESSAGES,
} from '@quaybook/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { documentService, type OpenedDocument } from '../../documents/documentService';
import { badRequest, notFound } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { inTransaction } from '../../shared/transaction';
import { PHOTO_KINDS } from '../inspection/photos';
import { tokenHashOf } from './approvalLinkMail';
import { type ApprovalLinkRecord, approvalLinkOf, markLinkUsed } from './approvalLinkRepository';
import { detailOf, storedEstimate } from './estimateDetails';
import { estimateFacts, estimateParent } from './estimateFacts';
import {
  type EstimateRecord,
  linesOf,
  updateEstimate,
  updateEstimateLine,
} from './estimateRepository';

type Decisions = z.output<typeof approvalInput>;

/** The estimate as the approval page shows it: what was sent, and the decisions once made. */
function approvalView(
  detail: EstimateDetail,
  link: ApprovalLinkRecord,
  companyName: string,
): EstimateForApproval {
  return {
    companyname: companyName,
    estimateno: detail.estimateno,
    estimatedate: detail.estimatedate,
    status: detail.status,
    contnumber: detail.contnumber,
    isocode: detail.isocode,
    partyname: detail.partyname,
    recipient: link.recipient,
    expires: link.expiresAt.toISOString(),
    decided: link.usedAt ? 1 : 0,
    labourrate: detail.labourrate,
    gstrate: detail.gstrate,
    taxable: detail.taxable,
    tax: detail.tax,
    total: detail.total,
    lines: detail.lines.map((line) => ({
      lineno: line.lineno,
      location: line.location,
      componentcode: line.componentcode,
      componentname: line.componentname,
      damagecode: line.damagecode,
      damagename: line.damagename,
      repaircode: line.repaircode,
      repairname: line.repairname,
      length: line.length,
      breadth: line.breadth,
      quantity: line.quantity,
      hours: line.hours,
      labour: line.labour,
      material: line.material,
      amount: line.amount,
      responsibility: line.responsibility,
      approved: line.approved,
      approvedamount: line.approvedamount,
      approvalnote: line.approvalnote,
      photos: line.photos,
    })),
  };
}

/**
 * The link of a token, refused when unknown or, while unused, past its time; a used link still
 * reads, to show what was decided.
 */
async function linkOf(db: Database, token: string, forUse = false) {
  const found = await approvalLinkOf(db, tokenHashOf(token), forUse);
  if (!found) throw notFound(MESSAGES.linkInvalid);
  if (!found.link.usedAt && found.link.expiresAt.getTime() <= Date.now())
    throw badRequest(MESSAGES.linkExpired);
  return found;
}

/** Refuses decisions that do not decide every line exactly once within its amount. */
function checkDecisions(
  decisions: Pick<Decisions, 'lines'>,
  lines: readonly { lineNo: number; amount: number }[],
) {
  const named = decisions.lines.map((line) => line.lineno);
  const every =
    new Set(named).size === named.length &&
    named.length === lines.length &&
    lines.every((line) => named.includes(line.lineNo));
  if (!every) throw badRequest(MESSAGES.decideEvery, { lines: MESSAGES.decideEvery });
  decisions.lines.forEach((decision, index) => {
    const field = `lines.${index}.amount`;
    const amount = decision.amount ?? null;
    if (decision.approved === 0 && amount !== null)
      throw badRequest(MESSAGES.amountOnRejected(decision.lineno), {
        [field]: MESSAGES.amountOnRejected(decision.lineno),
      });
    const line = lines.find((stored) => stored.lineNo === decision.lineno);
    if (line && amount !== null && amount > line.amount)
      throw badRequest(MESSAGES.amountAbove(decision.lineno), {
        [field]: MESSAGES.amountAbove(decision.lineno),
      });
  });
}

/** Who decides an estimate: the link's recipient, or a line's user signed in to the portal. */
interface Decider {
  at: Date;
  /** As the estimate records it (`decided_by`). */
  name: string;
  /** Whom the history names: no user for the e-mailed link. */
  user: { company_id: number; user_id: number | null };
}

/**
 * Records a decision on every line of an estimate locked for change and waiting for approval,
 * and its history: the one way an estimate is decided, by the e-mailed link or in the portal.
 */
export async function decideEstimate(
  tx: Database,
  before: EstimateRecord,
  decisions: Pick<Decisions, 'lines'>,
  by: Decider,
) {
  const lines = await linesOf(tx, before.id);
  const amounts = lines.map((line) => ({
    line,
    lineNo: line.lineNo,
    amount: (line.labourPaise ?? 0) + (line.materialPaise ?? 0),
  }));
  checkDecisions(decisions, amounts);
  let approvedPaise = 0;
  for (const decision of decisions.lines) {
    const stored = amounts.find((line) => line.lineNo === decision.lineno);
    if (!stored) continue;
    const approved = decision.approved === 1 ? (decision.amount ?? stored.amount) : null;
    approvedPaise += approved ?? 0;
    await updateEstimateLine(tx, stored.line.id, {
      approved: decision.approved,
      approvedPaise: approved,
      approvalNote: decision.note ?? null,
      modifiedAt: by.at,
    });
  }
  const approvedLines = decisions.lines.filter((line) => line.approved === 1).length;
  const status =
    approvedLines === lines.length
      ? 'approved'
      : approvedLines === 0
        ? 'rejected'
        : 'partly_approved';
  const after = await updateEstimate(tx, before.id, {
    status,
    approvedPaise,
    decidedAt: by.at,
    decidedBy: by.name,
    modifiedAt: by.at,
  });
  if (!after) throw new Error(`Estimate ${before.estimateNo} was not decided`);
  await recordChange(tx, by.user, {
    entity: 'estimate',
    entityId: before.id,
    parent: estimateParent(before),
    action: 'decided',
    before: estimateFacts(before, lines),
    after: { ...estimateFacts(after, await linesOf(tx, before.id)), decidedby: by.name },
  });
  return after;
}

/**
 * The line's side of an estimate, through the link mailed to it and without signing in: the
 * token is the authority, good for one use within its days, and shows only its own estimate.
 */
export function estimateApprovalService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);

  const viewOf = async (db: Database, found: NonNullable<Awaited<ReturnType<typeof linkOf>>>) => {
    const estimate = await storedEstimate(db, found.link.companyId, found.link.estimateId);
    return approvalView(await detailOf(db, estimate), found.link, found.companyName);
  };

  return {
    /** The estimate as sent, with the decisions when they are recorded. */
    async view(token: string): Promise<EstimateForApproval> {
      return viewOf(db, await linkOf(db, token));
    },

    /**
     * Records a decision on every line, once: the link row is locked, so a second use at the
     * same moment waits for the first and then finds the link used.
     */
    async approve(decisions: Decisions): Promise<EstimateForApproval> {
      return inTransaction(db, async (tx) => {
        const found = await linkOf(tx, decisions.token, true);
        const { link } = found;
        if (link.usedAt) throw badRequest(MESSAGES.linkUsed);
        const before = await storedEstimate(tx, link.companyId, link.estimateId, true);
        if (before.status !== 'sent') throw badRequest(MESSAGES.linkUsed);
        const at = new Date();
        await decideEstimate(tx, before, decisions, {
          at,
          name: link.recipient,
          user: { company_id: link.companyId, user_id: null },
        });
        await markLinkUsed(tx, link.id, at);
        return viewOf(tx, { ...found, link: { ...link, usedAt: at } });
      });
    },

    /** A photo of the link's estimate (a damage line's or an after-repair one), and no other. */
    async photo(token: string, name: string): Promise<OpenedDocument> {
      const found = await linkOf(db, token);
      const estimate = await storedEstimate(db, found.link.companyId, found.link.estimateId);
      const detail = await detailOf(db, estimate);
      const own = detail.lines.some((line) =>
        [...line.photos, ...line.repairphotos].some(
          (photo) => photo.name === name || photo.thumbnail === name,
        ),
      );
      if (!own) throw notFound(DOCUMENT_NOT_FOUND);
      return documents.open({ company_id: found.link.companyId }, name, {
        kinds: PHOTO_KINDS,
        missing: DOCUMENT_NOT_FOUND,
      });
    },
  };
}
