import { entities } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accounts, applicants, linkParties } from '../../db/schema';
import { auditOf } from '../../shared/audit';
import { choiceProblems } from '../../shared/choices';
import { masterDefinition } from '../master/masterDefinition';

const definedOnly = <T extends Record<string, unknown>>(values: T): Partial<T> =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined),
  ) as Partial<T>;

/** A party with its applicant's and account's names (spec 000 §3 'linked parties'). */
const listedParties = (db: Database) =>
  db
    .select({ party: linkParties, applicantName: applicants.name, accountName: accounts.name })
    .from(linkParties)
    .innerJoin(applicants, eq(applicants.id, linkParties.applicantId))
    .innerJoin(accounts, eq(accounts.id, linkParties.accountId))
    .$dynamic();

export const linkPartyDefinition = masterDefinition({
  entity: entities.linkParty,
  table: linkParties,
  listed: listedParties,
  uniqueColumn: linkParties.shortName,
  toRow: ({ party, applicantName, accountName }) => ({
    autoid: party.id,
    short_name: party.shortName,
    applicantId: party.applicantId,
    accountId: party.accountId,
    applicantname: applicantName,
    accountname: accountName,
    edisenderid: party.ediSenderId,
    edirecipientid: party.ediRecipientId,
    carriercode: party.carrierCode,
    reportemail: party.reportEmail,
    labourrate: party.labourRatePaise,
    companyid: party.companyId,
    ...auditOf(party),
  }),
  toValues: (input) => ({
    shortName: input.short_name,
    applicantId: input.applicantId,
    accountId: input.accountId,
    // Settings left out of the body keep their stored value (a client that does not know them).
    ...definedOnly({
      ediSenderId: input.edisenderid,
      ediRecipientId: input.edirecipientid,
      carrierCode: input.carriercode,
      reportEmail: input.reportemail,
      labourRatePaise: input.labourrate,
    }),
  }),
  // Both halves of a party must be the caller's company's own.
  check: (input, { db, user }) =>
    choiceProblems(db, user.company_id, [
      { field: 'applicantId', kind: 'applicant', id: input.applicantId },
      { field: 'accountId', kind: 'account', id: input.accountId },
    ]),
  search: [linkParties.shortName],
  sort: {
    short_name: linkParties.shortName,
    applicantname: applicants.name,
    accountname: accounts.name,
  },
});
