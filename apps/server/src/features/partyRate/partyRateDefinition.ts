import type { PartyRateRow, partyRateInput } from '@quaybook/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { movements, partyRates } from '../../db/schema';
import { conflict } from '../../http/errors';
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

/** Whether the party has another rate for the same movement and size (the unique index's rule). */
async function isDuplicate(db: Database, companyId: number, input: Input, exceptId?: number) {
  const [row] = await db
    .select({ id: partyRates.id })
    .from(partyRates)
    .where(
      and(
        eq(partyRates.companyId, companyId),
        eq(partyRates.applicantId, input.applicantid),
        eq(partyRates.accountId, input.accountid),
        eq(partyRates.movementId, input.movementid),
        eq(partyRates.size, input.size),
        exceptId === undefined ? undefined : ne(partyRates.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
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
  async check(input, { db, user, id }) {
    const problems = await choiceProblems(db, user.company_id, [
      { field: 'applicantid', kind: 'applicant', id: input.applicantid },
      { field: 'accountid', kind: 'account', id: input.accountid },
      { field: 'movementid', kind: 'movement', id: input.movementid },
    ]);
    if (Object.keys(problems).length > 0) return problems;
    // A second rate for the same thing would make bills ambiguous: refused as a conflict, like a
    // duplicate name (the unique index settles a race the same way).
    if (await isDuplicate(db, user.company_id, input, id))
      throw conflict(DUPLICATE_RATE, { movementid: DUPLICATE_RATE, size: DUPLICATE_RATE });
    return {};
  },
  search: [],
  sort: {},
};
