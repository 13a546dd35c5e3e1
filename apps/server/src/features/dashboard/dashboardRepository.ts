import { DASHBOARD_DAYS, DASHBOARD_TOP, type DashboardData } from '@quaybook/contract';
import { addDays } from '@quaybook/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlRows } from '../../db/sqlRows';

// Each figure is one query on an index made for it (migration 0015), and counts what the list
// it links to lists: the same company, dates, parties and marks.

/** The link party the screens' party filter chooses for an applicant and account, if any. */
export type PartyIdOf = (applicantId: number, accountId: number) => number | null;

/** Each applicant and account's first link party, in one read of the company's links. */
export async function linkPartyIds(db: Database, companyId: number): Promise<PartyIdOf> {
  const rows = await sqlRows<{ id: number; applicantId: number; accountId: number }>(
    db,
    sql`select id, applicant_id as "applicantId", account_id as "accountId"
        from link_parties where company_id = ${companyId} order by id desc`,
  );
  // Newest first, so the first made of a pair is the one the map keeps.
  const ids = new Map(rows.map((row) => [`${row.applicantId}/${row.accountId}`, row.id]));
  return (applicantId, accountId) => ids.get(`${applicantId}/${accountId}`) ?? null;
}

/** A party's figure as a query finds it, before its link party is looked up. */
type Found<Party> = Omit<Party, 'partyId'>;

const withPartyIds = <Row extends { applicantId: number; accountId: number }>(
  rows: Row[],
  partyIdOf: PartyIdOf,
) => rows.map((row) => ({ ...row, partyId: partyIdOf(row.applicantId, row.accountId) }));

/** The day in the ports and the first of its month, as yyyy-mm-dd. */
export interface DashboardDay {
  today: string;
  monthStart: string;
}

/** A party's applicant and account, and their names as the party lists show them. */
const partyColumns = sql.raw(`
  x.applicant_id as "applicantId", x.account_id as "accountId",
  a.name || ' / ' || acc.name as name`);
const partyJoins = sql.raw(`
  join applicants a on a.id = x.applicant_id
  join accounts acc on acc.id = x.account_id`);

/** Containers inspected this month by movement, today's among them, sound and damaged. */
export async function inspectedByMovement(
  db: Database,
  companyId: number,
  { today, monthStart }: DashboardDay,
): Promise<DashboardData['inspected']> {
  return sqlRows(
    db,
    sql`select x.movement_id as "movementId", m.name as movement,
          x.today_sound::int as "todaySound", x.today_damaged::int as "todayDamaged",
          x.month_sound::int as "monthSound", x.month_damaged::int as "monthDamaged"
        from (
          select company_id, movement_id,
            count(*) filter (where inspection_date = ${today} and condition = 2) as today_sound,
            count(*) filter (where inspection_date = ${today} and condition = 1) as today_damaged,
            count(*) filter (where condition = 2) as month_sound,
            count(*) filter (where condition = 1) as month_damaged
          from inspections
          where company_id = ${companyId}
            and inspection_date >= ${monthStart} and inspection_date <= ${today}
          group by company_id, movement_id) x
        join movements m on m.id = x.movement_id
        order by x.month_sound + x.month_damaged desc, m.name`,
  );
}

/** Inspections a day for the chart: every one of the last days, oldest first, none as zero. */
export async function inspectedByDay(
  db: Database,
  companyId: number,
  { today }: DashboardDay,
): Promise<DashboardData['days']> {
  const first = addDays(today, 1 - DASHBOARD_DAYS);
  const rows = await sqlRows<{ date: string; sound: number; damaged: number }>(
    db,
    sql`select inspection_date::text as date,
          (count(*) filter (where condition = 2))::int as sound,
          (count(*) filter (where condition = 1))::int as damaged
        from inspections
        where company_id = ${companyId} and inspection_date >= ${first}
          and inspection_date <= ${today}
        group by inspection_date`,
  );
  const byDate = new Map(rows.map((row) => [row.date, row]));
  return Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = addDays(first, index);
    const found = byDate.get(date);
    return { date, sound: found?.sound ?? 0, damaged: found?.damaged ?? 0 };
  });
}

/** Inspections on no survey report, by party, the oldest first among the largest. */
export async function unreportedInspections(
  db: Database,
  companyId: number,
  partyIdOf: PartyIdOf,
): Promise<DashboardData['unreported']> {
  const found = await sqlRows<Found<DashboardData['unreported']['parties'][number]>>(
    db,
    sql`select ${partyColumns}, x.inspections::int as inspections, x.oldest::text as oldest
        from (
          select company_id, applicant_id, account_id, count(*) as inspections,
            min(inspection_date) as oldest
          from inspections
          where company_id = ${companyId} and report_id is null
          group by company_id, applicant_id, account_id) x
        ${partyJoins}
        order by x.inspections desc, x.oldest, name`,
  );
  const parties = withPartyIds(found, partyIdOf);
  const oldest = parties.map((party) => party.oldest).sort()[0] ?? null;
  return {
    total: parties.reduce((sum, party) => sum + party.inspections, 0),
    oldest,
    parties: parties.slice(0, DASHBOARD_TOP),
  };
}

/**
 * Survey reports on no bill, valued at each party's rate today for the movement and size of
 * every container on them (before tax, as Bill Generate prices them); a container without a
 * rate is unpriced.
 */
export async function unbilledReports(
  db: Database,
  companyId: number,
  partyIdOf: PartyIdOf,
): Promise<NonNullable<DashboardData['unbilled']>> {
  const found = await sqlRows<Found<NonNullable<DashboardData['unbilled']>['parties'][number]>>(
    db,
    sql`select ${partyColumns}, x.reports::int as reports, x.containers::int as containers,
          x.value::bigint::float8 as value, x.unpriced::int as unpriced
        from (
          -- Each report's containers by movement and size, off the report index alone, then
          -- priced: a nested loop over the few unbilled reports, never a scan of inspections.
          select r.company_id, r.applicant_id, r.account_id,
            count(distinct r.id) as reports, sum(g.n) as containers,
            coalesce(sum(g.n * pr.rate_paise), 0) as value,
            coalesce(sum(g.n) filter (where pr.id is null), 0) as unpriced
          from reports r
          cross join lateral (
            select i.movement_id, i.container_size, count(*) as n from inspections i
            where i.report_id = r.id group by i.movement_id, i.container_size) g
          left join party_rates pr on pr.company_id = r.company_id
            and pr.applicant_id = r.applicant_id and pr.account_id = r.account_id
            and pr.movement_id = g.movement_id and pr.size = g.container_size
          where r.company_id = ${companyId} and r.bill_id is null
          group by r.company_id, r.applicant_id, r.account_id) x
        ${partyJoins}
        order by x.value desc, name`,
  );
  const parties = withPartyIds(found, partyIdOf);
  const sum = (pick: (party: (typeof parties)[number]) => number) =>
    parties.reduce((total, party) => total + pick(party), 0);
  return {
    reports: sum((party) => party.reports),
    containers: sum((party) => party.containers),
    value: sum((party) => party.value),
    unpriced: sum((party) => party.unpriced),
    parties: parties.slice(0, DASHBOARD_TOP),
  };
}

/** The month's tax invoices, bills and MIS bills alike, as the Bill Register lists them. */
export async function billsThisMonth(
  db: Database,
  companyId: number,
  { today, monthStart }: DashboardDay,
): Promise<NonNullable<DashboardData['bills']>> {
  const [totals] = await sqlRows<NonNullable<DashboardData['bills']>>(
    db,
    sql`select count(*)::int as count,
          coalesce(sum(taxable_paise), 0)::float8 as taxable,
          coalesce(sum(cgst_paise + sgst_paise + igst_paise), 0)::float8 as gst
        from (
          select taxable_paise, cgst_paise, sgst_paise, igst_paise from bills
          where company_id = ${companyId} and bill_date >= ${monthStart} and bill_date <= ${today}
          union all
          select taxable_paise, cgst_paise, sgst_paise, igst_paise from mis_bills
          where company_id = ${companyId} and bill_date >= ${monthStart} and bill_date <= ${today}
        ) invoices`,
  );
  return totals ?? { count: 0, taxable: 0, gst: 0 };
}

/** Inspections whose EDI or whose OVA has not been sent, by party. */
export async function unsentMessages(
  db: Database,
  companyId: number,
  partyIdOf: PartyIdOf,
): Promise<DashboardData['unsent']> {
  const found = await sqlRows<Found<DashboardData['unsent']['parties'][number]>>(
    db,
    sql`select ${partyColumns}, x.edi::int as edi, x.ova::int as ova
        from (
          select company_id, applicant_id, account_id,
            sum(edi) as edi, sum(ova) as ova
          from (
            select company_id, applicant_id, account_id, count(*) as edi, 0 as ova
            from inspections where company_id = ${companyId} and not edi_sent
            group by company_id, applicant_id, account_id
            union all
            select company_id, applicant_id, account_id, 0, count(*)
            from inspections where company_id = ${companyId} and not ova_sent
            group by company_id, applicant_id, account_id) counted
          group by company_id, applicant_id, account_id) x
        ${partyJoins}
        order by x.edi + x.ova desc, name`,
  );
  const parties = withPartyIds(found, partyIdOf);
  return {
    edi: parties.reduce((sum, party) => sum + party.edi, 0),
    ova: parties.reduce((sum, party) => sum + party.ova, 0),
    parties: parties.slice(0, DASHBOARD_TOP),
  };
}

/** A call not yet sailed: not ticked sailed, and no sail date reached. */
export const notSailed = (today: string) =>
  sql`not v.is_deleted and not v.is_sail and (v.sail_date is null or v.sail_date > ${today})`;

/**
 * Each call not yet sailed, by import and export list: the containers its advance lists name
 * (a container on both lists of a voyage once, from the IGM list, as Advanced Container List
 * shows it) and how many of those have no inspection of that vessel, voyage and movement.
 */
export async function advanceListsWaiting(
  db: Database,
  companyId: number,
  { today }: DashboardDay,
): Promise<DashboardData['advance']> {
  return sqlRows(
    db,
    sql`select x.vcn_id as "vcnId", v.name as vcn, v.vessel_id as "vesselId", ves.name as vessel,
          x.movetype, x.listed::int as listed, x.waiting::int as waiting
        from (
          select v.id as vcn_id, lists.movetype,
            count(*) as listed,
            count(*) filter (where not exists (
              select 1 from inspections i
              where i.company_id = ac.company_id and i.container_id = ac.container_id
                and i.vessel_id = ac.vessel_id and i.voyage_id = ac.voyage_id
                and i.movement_id = ac.movement_id)) as waiting
          from vcns v
          cross join lateral (values ('I', v.import_voyage_id), ('E', v.export_voyage_id))
            as lists(movetype, voyage_id)
          join advance_containers ac on ac.company_id = v.company_id
            and ac.vessel_id = v.vessel_id and ac.voyage_id = lists.voyage_id
          where v.company_id = ${companyId} and ${notSailed(today)}
            and (lists.movetype = 'I' or v.export_voyage_id is distinct from v.import_voyage_id)
            and (ac.upload_type = 2 or not exists (
              select 1 from advance_containers igm
              where igm.company_id = ac.company_id and igm.vessel_id = ac.vessel_id
                and igm.voyage_id = ac.voyage_id and igm.container_number = ac.container_number
                and igm.upload_type = 2))
          group by v.id, lists.movetype) x
        join vcns v on v.id = x.vcn_id
        join vessels ves on ves.id = v.vessel_id
        where x.waiting > 0
        order by x.waiting desc, v.name, x.movetype
        limit ${DASHBOARD_TOP}`,
  );
}
