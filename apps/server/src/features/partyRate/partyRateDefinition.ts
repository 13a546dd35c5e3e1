import type { PartyRateRow, partyRateInput } from '@quaybook/contract';
import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { movements, partyRates } from '../../db/schema';
import type { MasterDefinition } from '../master/masterDefinition';
import { choiceProblems } from '../vcn/companyChoices';

export const DUPLICATE_RATE = 'This party already has a rate for this movement and size.';

type Input = z.output<typeof partyRateInput>;

/** Rates with the name of their movement. */
export const listedRates = (db: Database) =>
  db
    .select({ rate: partyRates, movementName: movements.name })
    .from(partyRates)
    .leftJoin(movements, eq(movements.id, partyRates.movementId))
    .$dynamic();

export type ListedRate = Awaited<ReturnType<typeof listedRates>>[number];

export function rateRowOf({ rate, movementName }: ListedRate): PartyRateRow {
  return {
    id: rate.id,
    applicantid: rate.applicantId,
    accountid: rate.accountId,
    movementid: rate.movementId,
    MovementName: movementName,
    size: rate.size,
    rate: rate.rate,
    companyid: rate.companyId,
    created_by: rate.createdBy,
    create_date: rate.createdAt.toISOString(),
    last_modified_by: rate.modifiedBy,
    last_modified_date: rate.modifiedAt?.toISOString() ?? null,
  };
}

export const partyRateDefinition: MasterDefinition<
  typeof partyRates,
  PartyRateRow,
  Input,
  ListedRate
> = {
  table: partyRates,
  listed: (db) => listedRates(db) as unknown as PgSelect,
  messages: {
    created: 'Party rate created successfully.',
    updated: 'Party rate updated successfully.',
    deleted: 'Party rate deleted successfully.',
    notFound: 'Party rate not found.',
  },
  toRow: rateRowOf,
  toValues: (input) => ({
    applicantId: input.applicantid,
    accountId: input.accountid,
    movementId: input.movementid,
    size: input.size,
    rate: input.rate,
  }),
  check: (input, { db, user }) =>
    choiceProblems(db, user.company_id, [
      { field: 'applicantid', kind: 'applicant', id: input.applicantid },
      { field: 'accountid', kind: 'account', id: input.accountid },
      { field: 'movementid', kind: 'movement', id: input.movementid },
    ]),
  // A second rate for the same thing would make bills ambiguous (the unique index backs this).
  uniqueTogether: {
    values: (input) => [
      [partyRates.applicantId, input.applicantid],
      [partyRates.accountId, input.accountid],
      [partyRates.movementId, input.movementid],
      [partyRates.size, input.size],
    ],
    fields: ['movementid', 'size'],
    message: DUPLICATE_RATE,
  },
  search: [],
  sort: {},
};
