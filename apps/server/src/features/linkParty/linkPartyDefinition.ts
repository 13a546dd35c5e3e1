import { type LinkPartyRow, type linkPartyInput, SHORT_NAME_TAKEN } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { accounts, applicants, linkParties } from '../../db/schema';
import { auditOf, type MasterDefinition } from '../master/masterDefinition';
import { choiceProblems } from '../vcn/companyChoices';

/** A party with its applicant's and account's names (spec 000 §3 'linked parties'). */
const listedParties = (db: Database) =>
  db
    .select({ party: linkParties, applicantName: applicants.name, accountName: accounts.name })
    .from(linkParties)
    .innerJoin(applicants, eq(applicants.id, linkParties.applicantId))
    .innerJoin(accounts, eq(accounts.id, linkParties.accountId))
    .$dynamic();

type ListedParty = Awaited<ReturnType<typeof listedParties>>[number];

export const linkPartyDefinition: MasterDefinition<
  typeof linkParties,
  LinkPartyRow,
  z.output<typeof linkPartyInput>,
  ListedParty
> = {
  table: linkParties,
  listed: (db) => listedParties(db) as unknown as PgSelect,
  unique: { column: linkParties.shortName, field: 'short_name', message: SHORT_NAME_TAKEN },
  messages: {
    created: 'Link Party Created Successfully!',
    updated: 'Link Party Updated Successfully!',
    notFound: 'Link party not found.',
  },
  toRow: ({ party, applicantName, accountName }) => ({
    autoid: party.id,
    short_name: party.shortName,
    applicantId: party.applicantId,
    accountId: party.accountId,
    applicantname: applicantName,
    accountname: accountName,
    companyid: party.companyId,
    ...auditOf(party),
  }),
  toValues: (input) => ({
    shortName: input.short_name,
    applicantId: input.applicantId,
    accountId: input.accountId,
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
};
