import { type Endpoint, isLineUser, LINE_MESSAGES, type SessionUser } from '@quaybook/contract';
import type { Database } from '../db/client';
import {
  isLines,
  type LineParty,
  linePartiesOf,
  ownersOf,
} from '../features/portal/linePartyRepository';
import { forbidden, notFound } from './errors';

/** A call's validated path and query, which keeping to the line may fill in. */
interface Named {
  params: unknown;
  query: unknown;
}

const fieldsOf = (part: unknown): Record<string, unknown> =>
  part !== null && typeof part === 'object' ? (part as Record<string, unknown>) : {};
const given = (value: unknown) => value !== undefined && value !== null && value !== '';

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
): Promise<LineParty[] | undefined> {
  if (!isLineUser(user)) return undefined;
  const parties = await linePartiesOf(db, user.user_id);
  if (parties.length === 0) throw forbidden(LINE_MESSAGES.noParties);
  const scope = call.line;
  // A portal call of the line's own (access 'line') answers of the caller alone.
  if (!scope) return parties;
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
  }
  return parties;
}
