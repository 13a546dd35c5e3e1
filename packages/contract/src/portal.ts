import { z } from 'zod';
import { endpoint } from './endpoint';
import { estimateDetail, estimateIdQuery, lineDecisions } from './estimate';
import { flag } from './fields';
import { optionalEmail } from './partyFields';

// The shipping line's portal (`/portal`): a line's own people read what was issued for their
// link parties through the staff calls that declare `line` (kept to their parties by the server),
// and these calls of the portal's own, which only a line user (role 3) may make.

/** One of the link parties a line user acts for, with the parties it pairs. */
export const portalParty = z.object({
  linkpartyid: z.number().int(),
  shortname: z.string(),
  /** The applicant and account ids the staff calls' `applicant` and `account` filters take. */
  applicant: z.number().int(),
  applicantname: z.string(),
  account: z.number().int(),
  accountname: z.string(),
});
export type PortalParty = z.infer<typeof portalParty>;

/** What the portal knows of its user: who they are, their parties, and what they are told. */
export const portalProfile = z.object({
  name: z.string(),
  username: z.string(),
  companyname: z.string(),
  parties: z.array(portalParty),
  /** Where notifications go; none: none are sent. */
  email: z.string().nullable(),
  /** 1: an e-mail when a new estimate of theirs is sent for approval. */
  notifyestimates: z.union([z.literal(0), z.literal(1)]),
  /** 1: an e-mail when a new survey report of theirs is issued. */
  notifyreports: z.union([z.literal(0), z.literal(1)]),
});
export type PortalProfile = z.infer<typeof portalProfile>;

export const PORTAL_MESSAGES = {
  notificationsSaved: 'Notifications saved.',
  emailNeeded: 'Give an e-mail address to be notified.',
  decided: 'Your decisions are recorded. Thank you.',
  notSent: 'This estimate is not waiting for your approval.',
};

export const notificationInput = z
  .object({
    email: optionalEmail('E-mail'),
    notifyestimates: flag('Notify of estimates'),
    notifyreports: flag('Notify of reports'),
  })
  .refine(
    (input) => input.email !== null || (input.notifyestimates === 0 && input.notifyreports === 0),
    { path: ['email'], error: PORTAL_MESSAGES.emailNeeded },
  );
export type NotificationInput = z.input<typeof notificationInput>;

export const portal = {
  endpoints: {
    /** The signed-in line user, their link parties and notification choices. */
    profile: endpoint({
      method: 'GET',
      path: '/portal_profile',
      access: 'line',
      data: portalProfile,
    }),
    /** Chooses which notifications to get, and where. */
    notifications: endpoint({
      method: 'PUT',
      path: '/portal_notifications',
      access: 'line',
      body: notificationInput,
      data: portalProfile,
    }),
    /**
     * Decides every line of an estimate of theirs waiting for approval, as the e-mailed link
     * does; the link mailed for it can then no longer decide it.
     */
    decideEstimate: endpoint({
      method: 'POST',
      path: '/portal_decide_estimate',
      access: 'line',
      line: { record: 'estimate', key: 'estimateid', in: 'query' },
      query: estimateIdQuery,
      body: lineDecisions,
      data: estimateDetail,
    }),
  },
};
