import type { FieldProblems } from '@quaybook/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import {
  accounts,
  applicants,
  clearingAgents,
  componentCodes,
  containerTypes,
  damageCodes,
  linkParties,
  locations,
  movements,
  ports,
  repairCodes,
  transporters,
  vcns,
  vessels,
  voyages,
} from '../db/schema';
import { sqlRows } from '../db/sqlRows';
import { notFound } from '../http/errors';

/**
 * What a record may point at. Company rows must be the caller's company's (and not deleted);
 * places are shared by every company; the dock of a call must be a master location.
 */
const KINDS = {
  vessel: {
    table: vessels,
    company: vessels.companyId,
    deleted: vessels.isDeleted,
    refusal: 'The chosen vessel is not one of your company’s vessels.',
  },
  voyage: {
    table: voyages,
    company: voyages.companyId,
    deleted: voyages.isDeleted,
    refusal: 'The chosen voyage is not one of your company’s voyages.',
  },
  vcn: {
    table: vcns,
    company: vcns.companyId,
    deleted: vcns.isDeleted,
    refusal: 'The chosen VCN is not one of your company’s vessel calls.',
  },
  applicant: {
    table: applicants,
    company: applicants.companyId,
    refusal: 'The chosen applicant is not one of your company’s applicants.',
  },
  account: {
    table: accounts,
    company: accounts.companyId,
    refusal: 'The chosen account is not one of your company’s accounts.',
  },
  movement: {
    table: movements,
    company: movements.companyId,
    refusal: 'The chosen movement is not one of your company’s movements.',
  },
  party: {
    table: linkParties,
    company: linkParties.companyId,
    refusal: 'The chosen party is not one of your company’s parties.',
  },
  transporter: {
    table: transporters,
    company: transporters.companyId,
    refusal: 'The chosen transporter is not one of your company’s transporters.',
  },
  clearingAgent: {
    table: clearingAgents,
    company: clearingAgents.companyId,
    refusal: 'The chosen clearing agent is not one of your company’s clearing agents.',
  },
  location: { table: locations, refusal: 'The chosen location does not exist.' },
  port: { table: ports, refusal: 'The chosen port does not exist.' },
  component: { table: componentCodes, refusal: 'The chosen component does not exist.' },
  damage: { table: damageCodes, refusal: 'The chosen damage does not exist.' },
  repair: { table: repairCodes, refusal: 'The chosen repair does not exist.' },
  dock: {
    table: locations,
    dock: true,
    refusal: 'The chosen area is not a master location (dock).',
  },
} as const satisfies Record<
  string,
  {
    table: PgTable;
    company?: AnyPgColumn;
    deleted?: AnyPgColumn;
    dock?: boolean;
    refusal: string;
  }
>;

export type ChoiceKind = keyof typeof KINDS;

export interface Choice {
  /** The wire field that carries the id, named in the problem. */
  field: string;
  kind: ChoiceKind;
  id: number | null;
}

const idColumnOf = (table: PgTable) => (table as unknown as { id: AnyPgColumn }).id;

/** Whether the caller may point at row `id` of this kind, as a subquery. */
function usable(db: Database, kind: ChoiceKind, id: number, companyId: number) {
  const rule: {
    table: PgTable;
    company?: AnyPgColumn;
    deleted?: AnyPgColumn;
    dock?: boolean;
  } = KINDS[kind];
  const row = db
    .select({ id: idColumnOf(rule.table) })
    .from(rule.table)
    .where(
      and(
        eq(idColumnOf(rule.table), id),
        rule.company ? eq(rule.company, companyId) : undefined,
        rule.deleted ? eq(rule.deleted, false) : undefined,
        rule.dock ? eq(locations.kind, 'dock') : undefined,
      ),
    );
  return sql`exists(${row})`;
}

/**
 * A problem for every chosen id the caller may not use: another company's row, a deleted one,
 * or one that does not exist. Ids left open (null) are not checked. Every id is checked in one
 * round trip, since a form names a dozen of them.
 */
export async function choiceProblems(
  db: Database,
  companyId: number,
  choices: readonly Choice[],
): Promise<FieldProblems> {
  const chosen = choices.filter((choice): choice is Choice & { id: number } => choice.id !== null);
  if (chosen.length === 0) return {};
  const [found = {}] = await sqlRows(
    db,
    sql`select ${sql.join(
      chosen.map(
        ({ kind, id }, index) =>
          sql`${usable(db, kind, id, companyId)} as ${sql.identifier(`c${index}`)}`,
      ),
      sql`, `,
    )}`,
  );
  const problems: FieldProblems = {};
  chosen.forEach(({ field, kind }, index) => {
    if (found[`c${index}`] !== true) problems[field] ??= KINDS[kind].refusal;
  });
  return problems;
}

/** A problem when the container type code is not one of the known types (GP, HC, RF …). */
export async function containerTypeProblem(
  db: Database,
  field: string,
  code: string | null,
): Promise<FieldProblems> {
  if (code === null) return {};
  const [row] = await db
    .select({ code: containerTypes.typeCode })
    .from(containerTypes)
    .where(eq(containerTypes.typeCode, code))
    .limit(1);
  return row ? {} : { [field]: `Container type ${code} is not a known container type.` };
}

/** The ids a report's filters may name; a filter left open is null. */
interface ReportChoices {
  applicant?: number | null;
  account?: number | null;
  vessel?: number | null;
  voyage?: number | null;
  movement?: number | null;
  location?: number | null;
}

/**
 * A report asked for another company's party, vessel, voyage or movement (or a place that does
 * not exist) is not found: what another company holds is unknown to the caller, not refused.
 */
export async function refuseUnknownChoices(
  db: Database,
  companyId: number,
  chosen: ReportChoices,
): Promise<void> {
  const choices: Choice[] = (
    ['applicant', 'account', 'vessel', 'voyage', 'movement', 'location'] as const
  ).map((kind) => ({ field: kind, kind, id: chosen[kind] ?? null }));
  const [problem] = Object.values(await choiceProblems(db, companyId, choices));
  if (problem) throw notFound(problem);
}
