import { type Endpoint, isLineUser, LINE_MESSAGES, type SessionUser } from '@quaybook/contract';
import type { Database } from '../db/client';
import {
  billsOfDownload,
  isLines,
  type LineParty,
  linePartiesOf,
  ownersOf,
} from '../features/portal/linePartyRepository';
import { recordChange } from '../shared/history';
import { forbidden, notFound } from './errors';

/** A call's validated path and query, which keeping to the line may fill in. */
interface Named {
  params: unknown;
  query: unknown;
}

const fieldsOf = (part: unknown): Record<string, unknown> =>
  part !== null && typeof part === 'object' ? (part as Record<string, unknown>) : {};
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/** What keeping a line's user to their parties found, and what follows a file answered them. */
export interface KeptToLine {
  parties: LineParty[];
  /** Records in history a bill the line's user downloaded (its PDF or e-invoice). */
  answered: () => Promise<void>;
}

/**
 * Keeps a shipping line's user to their link parties, as the call's declaration (`line`) says,
 * before the call runs: the one place it is decided, from the database. A party asked for must be
 * theirs (one left out is filled with theirs, so the call's own filter narrows to it); a record
 * named must have been issued for one of their parties, answered alike whether it is another
 * line's or not there at all. Staff calls pass untouched.
 */
export async function keepToLine(
  db: Database,
  call: Pick<Endpoint, 'access' | 'line'>,
  user: SessionUser,
  named: Named,
): Promise<KeptToLine | undefined> {
  if (!isLineUser(user)) return undefined;
  const parties = await linePartiesOf(db, user.user_id);
  if (parties.length === 0) throw forbidden(LINE_MESSAGES.noParties);
  const scope = call.line;
  // A portal call of the line's own (access 'line'), or one of the caller's own account, answers
  // of the caller alone.
  if (!scope || 'self' in scope) return { parties, answered: async () => undefined };
  if ('parties' in scope) {
    const query = fieldsOf(named.query);
    const { applicant, account } = scope.parties;
    const fit = parties.find(
      (party) =>
        (!given(query[applicant]) || query[applicant] === party.applicantId) &&
        (!given(query[account]) || query[account] === party.accountId),
    );
    if (!fit) throw forbidden(LINE_MESSAGES.otherParty);
    query[applicant] = fit.applicantId;
    query[account] = fit.accountId;
  } else if ('linkParty' in scope) {
    const query = fieldsOf(named.query);
    const asked = query[scope.linkParty];
    const fit = parties.find((party) => !given(asked) || asked === party.linkPartyId);
    if (!fit) throw forbidden(LINE_MESSAGES.otherParty);
    query[scope.linkParty] = fit.linkPartyId;
  } else {
    const key = fieldsOf(named[scope.in])[scope.key];
    const owners = given(key) ? await ownersOf(db, user.company_id, scope.record, key) : [];
    if (!isLines(owners, parties)) throw notFound(LINE_MESSAGES.notYours);
    return {
      parties,
      answered: async () => {
        const downloaded = await billsOfDownload(db, user.company_id, scope.record, key);
        if (downloaded.length > 0)
          await recordChange(
            db,
            user,
            ...downloaded.map((bill) => ({
              entity: bill.entity,
              entityId: bill.id,
              action: 'downloaded' as const,
              after: { [scope.key]: String(key) },
            })),
          );
      },
    };
  }
  return { parties, answered: async () => undefined };
}
