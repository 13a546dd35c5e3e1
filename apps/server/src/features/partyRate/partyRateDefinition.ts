import type { PartyRateRow } from '@quaybook/contract';
import { entities } from '@quaybook/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { movements, partyRates } from '../../db/schema';
import type { UnnamedRow } from '../../shared/audit';
import { choiceProblems } from '../../shared/choices';
import { masterDefinition } from '../master/masterDefinition';

/** Rates with the name of their movement. */
const listedRates = (db: Database) =>
  db
    .select({ rate: partyRates, movementName: movements.name })
    .from(partyRates)
    .leftJoin(movements, eq(movements.id, partyRates.movementId))
    .$dynamic();

type ListedRate = Awaited<ReturnType<typeof listedRates>>[number];

function rateRowOf({ rate, movementName }: ListedRate): UnnamedRow<PartyRateRow> {
  return {
    id: rate.id,
    applicantid: rate.applicantId,
    accountid: rate.accountId,
    movementid: rate.movementId,
    MovementName: movementName,
    size: rate.size,
    rate: rate.ratePaise,
    companyid: rate.companyId,
    created_by: rate.createdBy,
    create_date: rate.createdAt.toISOString(),
    version: rate.version,
    last_modified_by: rate.modifiedBy,
    last_modified_date: rate.modifiedAt?.toISOString() ?? null,
  };
}

export const partyRateDefinition = masterDefinition({
  entity: entities.partyRate,
  table: partyRates,
  listed: listedRates,
  toRow: rateRowOf,
  toValues: (input) => ({
    applicantId: input.applicantid,
    accountId: input.accountid,
    movementId: input.movementid,
    size: input.size,
    ratePaise: input.rate,
  }),
  check: (input, { db, user }) =>
    choiceProblems(db, user.company_id, [
      { field: 'applicantid', kind: 'applicant', id: input.applicantid },
      { field: 'accountid', kind: 'account', id: input.accountid },
      { field: 'movementid', kind: 'movement', id: input.movementid },
    ]),
  // The unique index backs this.
  together: (input) => [
    [partyRates.applicantId, input.applicantid],
    [partyRates.accountId, input.accountid],
    [partyRates.movementId, input.movementid],
    [partyRates.size, input.size],
  ],
  filter: (query) =>
    and(eq(partyRates.applicantId, query.applicantid), eq(partyRates.accountId, query.accountid)),
  // On the table's own columns, as every list order is: the movement's name read by a subquery.
  order: () => [
    asc(
      sql`lower((select ${movements.name} from ${movements} where ${movements.id} = ${partyRates.movementId}))`,
    ),
    asc(partyRates.size),
    asc(partyRates.id),
  ],
  search: [],
  sort: {},
});
