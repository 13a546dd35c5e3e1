import {
  type EstimateDetail,
  type lineDecisions,
  type notificationInput,
  PORTAL_MESSAGES,
  type PortalProfile,
  type SessionUser,
} from '@quaybook/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { inTransaction } from '../../shared/transaction';
import { spendUnusedLinks } from '../estimate/approvalLinkRepository';
import { decideEstimate } from '../estimate/estimateApproval';
import { detailOf, storedEstimate } from '../estimate/estimateDetails';
import { portalPartiesOf, portalUserOf, saveNotifications } from './portalRepository';

/**
 * The portal's own calls, for a shipping line's user: the route wrapper has already kept them to
 * their link parties (an estimate named is one of theirs).
 */
export function portalService({ db }: Pick<Deps, 'db'>) {
  async function profile(userId: number): Promise<PortalProfile> {
    const user = await portalUserOf(db, userId);
    if (!user) throw notFound('User not found.');
    return {
      name: user.name,
      username: user.username,
      companyname: user.companyName,
      parties: await portalPartiesOf(db, userId),
      email: user.email ?? null,
      notifyestimates: user.estimates ? 1 : 0,
      notifyreports: user.reports ? 1 : 0,
    };
  }

  return {
    profile: (user: SessionUser) => profile(user.user_id),

    async saveNotifications(
      user: SessionUser,
      input: z.output<typeof notificationInput>,
    ): Promise<PortalProfile> {
      await saveNotifications(db, user.user_id, {
        email: input.email,
        estimates: input.notifyestimates === 1,
        reports: input.notifyreports === 1,
      });
      return profile(user.user_id);
    },

    /**
     * Decides an estimate of theirs waiting for approval, recorded under their name; the link
     * e-mailed for it is spent: it shows the decisions and cannot decide again.
     */
    async decide(
      user: SessionUser,
      estimateId: number,
      decisions: z.output<typeof lineDecisions>,
    ): Promise<EstimateDetail> {
      return inTransaction(db, async (tx) => {
        const before = await storedEstimate(tx, user.company_id, estimateId, true);
        if (before.status !== 'sent') throw badRequest(PORTAL_MESSAGES.notSent);
        const at = new Date();
        const after = await decideEstimate(tx, before, decisions, { at, name: user.name, user });
        await spendUnusedLinks(tx, before.id, at);
        return detailOf(tx, after);
      });
    },
  };
}
