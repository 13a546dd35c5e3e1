import { entities, type RepairTariffRow } from '@quaybook/contract';
import { hoursOf } from '@quaybook/domain';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { componentCodes, damageCodes, repairCodes, repairTariffs } from '../../db/schema';
import type { UnnamedRow } from '../../shared/audit';
import { choiceProblems } from '../../shared/choices';
import { masterDefinition } from '../master/masterDefinition';

/** Tariff rows with the short names of their component, repair and damage codes. */
const listedTariff = (db: Database) =>
  db
    .select({
      tariff: repairTariffs,
      componentCode: componentCodes.shortName,
      repairCode: repairCodes.shortName,
      damageCode: damageCodes.shortName,
    })
    .from(repairTariffs)
    .innerJoin(componentCodes, eq(componentCodes.id, repairTariffs.componentId))
    .innerJoin(repairCodes, eq(repairCodes.id, repairTariffs.repairId))
    .leftJoin(damageCodes, eq(damageCodes.id, repairTariffs.damageId))
    .$dynamic();

type ListedTariff = Awaited<ReturnType<typeof listedTariff>>[number];

function tariffRowOf({
  tariff,
  componentCode,
  repairCode,
  damageCode,
}: ListedTariff): UnnamedRow<RepairTariffRow> {
  return {
    id: tariff.id,
    linkpartyid: tariff.linkPartyId,
    componentid: tariff.componentId,
    componentcode: componentCode,
    repairid: tariff.repairId,
    repaircode: repairCode,
    damageid: tariff.damageId,
    damagecode: damageCode,
    size: tariff.size,
    measure: tariff.measure,
    upto_length_cm: tariff.uptoLengthCm,
    upto_breadth_cm: tariff.uptoBreadthCm,
    hours: hoursOf(tariff.hoursHundredths),
    material: tariff.materialPaise,
    companyid: tariff.companyId,
    created_by: tariff.createdBy,
    create_date: tariff.createdAt.toISOString(),
    version: tariff.version,
    last_modified_by: tariff.modifiedBy,
    last_modified_date: tariff.modifiedAt?.toISOString() ?? null,
  };
}

/** A code's short name, read by a subquery so the list's order needs none of its joins. */
const codeOf = (codes: typeof componentCodes, id: AnyPgColumn): SQL =>
  sql`(select ${codes.shortName} from ${codes} where ${codes.id} = ${id})`;

/**
 * The columns of the unique index `repair_tariffs_row_key`, as it compares them: an open damage
 * or bound is 0, so a second row for any damage is a duplicate as the index sees it.
 */
const orZero = (column: AnyPgColumn) => sql`coalesce(${column}, 0)`;

export const repairTariffDefinition = masterDefinition({
  entity: entities.repairTariff,
  table: repairTariffs,
  listed: listedTariff,
  toRow: tariffRowOf,
  toValues: (input) => ({
    linkPartyId: input.linkpartyid,
    componentId: input.componentid,
    repairId: input.repairid,
    damageId: input.damageid,
    size: input.size,
    measure: input.measure,
    uptoLengthCm: input.upto_length_cm,
    uptoBreadthCm: input.upto_breadth_cm,
    hoursHundredths: input.hours,
    materialPaise: input.material,
  }),
  // The codes are shared lists; the link party must be the caller's company's own.
  check: (input, { db, user }) =>
    choiceProblems(db, user.company_id, [
      { field: 'linkpartyid', kind: 'party', id: input.linkpartyid },
      { field: 'componentid', kind: 'component', id: input.componentid },
      { field: 'repairid', kind: 'repair', id: input.repairid },
      { field: 'damageid', kind: 'damage', id: input.damageid },
    ]),
  together: (input) => [
    [repairTariffs.linkPartyId, input.linkpartyid],
    [repairTariffs.componentId, input.componentid],
    [repairTariffs.repairId, input.repairid],
    [orZero(repairTariffs.damageId), input.damageid ?? 0],
    [repairTariffs.size, input.size],
    [repairTariffs.measure, input.measure],
    [orZero(repairTariffs.uptoLengthCm), input.upto_length_cm ?? 0],
    [orZero(repairTariffs.uptoBreadthCm), input.upto_breadth_cm ?? 0],
  ],
  filter: (query) => eq(repairTariffs.linkPartyId, query.linkpartyid),
  // As a line's manual reads: by component, repair and damage, then size and band.
  order: () => [
    asc(codeOf(componentCodes, repairTariffs.componentId)),
    asc(codeOf(repairCodes, repairTariffs.repairId)),
    sql`${codeOf(damageCodes, repairTariffs.damageId)} asc nulls first`,
    asc(repairTariffs.size),
    asc(repairTariffs.measure),
    asc(orZero(repairTariffs.uptoLengthCm)),
    asc(orZero(repairTariffs.uptoBreadthCm)),
    asc(repairTariffs.id),
  ],
  search: [],
  sort: {},
});
