import { Role } from '@quaybook/contract';
import { containerCheckDigit, SERIES, todayInPorts } from '@quaybook/domain';
import { hashPassword } from '@quaybook/server/src/auth/passwords';
import type { Database } from '@quaybook/server/src/db/client';
import { type SQL, sql } from 'drizzle-orm';
import { sqlRows } from '../sqlRows';
import { scaleParties } from './scaleParties';
import {
  BIG_LINES,
  PARTIES_PER_CALL,
  PER_PAIR,
  REPORT_SIZE,
  REPORTS_PER_PAIR,
  type ScalePlan,
  scalePlan,
  UNBILLED_DAYS,
} from './scalePlan';
import { intArray, lit, type Reference, readReference, textArray } from './scaleReference';

/** The values the bench calls each list with, and how many rows of each kind were seeded. */
export interface ScaleProbes {
  scale: string;
  /** A big line's applicant and account: one of the ten parties on a tenth of the calls. */
  applicantId: number;
  accountId: number;
  /** That line's link party (its repair tariff's owner). */
  linkPartyId: number;
  /** One of that party's vessel calls, half-way through the year, billed. */
  vcnId: number;
  vcnName: string;
  vesselId: number;
  /** The call's import voyage (discharges, deliveries) and export voyage (loads, gate-ins). */
  voyageId: number;
  exportVoyageId: number;
  /** 30 days of inspections ending with the call's last: 'yyyy-mm-dd', both days included. */
  fromDate: string;
  toDate: string;
  /** The party's first container on the call (on `reportNo`), inspected on many calls. */
  containerNumber: string;
  /** A billed survey report of the party on the call, and its bill. */
  reportNo: string;
  billNo: string;
  /** A party with reports waiting for a bill (the busy party if it has any) and one of them. */
  unbilled: { applicantId: number; accountId: number; reportNo: string };
  /** A call with an advance container list (its discharges): the busy call. */
  advanceVcnId: number;
  /** A shipping bill line of a container the party loaded on the call's export voyage. */
  shippingBillNo: string;
  shippingBillContainer: string;
  /** The first MIS bill. */
  misBillNo: string;
  /**
   * The busy line's own user (role 3, tied to its link party alone), who signs in with
   * `LINE_PASSWORD`, and what they search their containers by: ten of the line's containers
   * on the call (the first is `containerNumber`) and the call's vessel as typed.
   */
  line: { username: string; containerNumbers: string[]; vesselText: string };
  counts: Record<string, number>;
}

interface SeedScaleOptions {
  companyId: number;
  userId: number;
  /** '1m', '100k', any 'Nk' or 'Nm'. */
  scale: string;
  /** Progress lines; console.log unless given. */
  log?: (line: string) => void;
  /** Inspections written per statement (PGlite keeps a statement's rows in memory). */
  chunk?: number;
}

/** The movements inspections use, by name, with the voyage leg of the call they belong to. */
const MIX: readonly { name: string; leg: 'import' | 'export'; mode?: 'R' | 'T'; weight: number }[] =
  [
    { name: 'Import Discharge', leg: 'import', weight: 5 },
    { name: 'Export Load', leg: 'export', weight: 4 },
    { name: 'Export Gate-in by Road', leg: 'export', mode: 'R', weight: 2 },
    { name: 'Import Delivery to CFS', leg: 'import', weight: 1 },
    { name: 'Empty Return from CFS', leg: 'import', weight: 1 },
    { name: 'Empty Release to Exporter', leg: 'export', weight: 1 },
    { name: 'Transhipment Discharge', leg: 'import', weight: 1 },
    { name: 'Rail Arrival', leg: 'import', mode: 'T', weight: 1 },
    { name: 'Factory Stuffed Arrival', leg: 'export', weight: 1 },
  ];

/**
 * A pair's inspections come in blocks of BLOCK of one movement each; block j of pair p takes the
 * mix's entry (3p + 4j) mod its length. Entries 4 apart over the 17 weighted entries leave no
 * gap of 4, so each pair's five blocks hold an Import Discharge (5 entries in a row) and an Export
 * Load (4 in a row): every party's call has an advance list and loaded exports.
 */
const BLOCK = 20;

/** Owner codes of real lessors and lines; each serial under them gets its ISO 6346 check digit. */
const OWNERS = [
  'MSCU', 'MEDU', 'MAEU', 'MRKU', 'CMAU', 'TCLU', 'TGHU', 'SEGU', 'HLXU', 'OOLU',
  'EGHU', 'BMOU', 'CAIU', 'TRHU', 'FCIU', 'GESU', 'TEMU', 'BSIU', 'CXDU', 'DFSU',
]; // biome-ignore format: a table

/**
 * An owner code's share of the ISO 6346 check sum, mod 11, read off the domain's check digit:
 * a digit of 0 is a remainder of 0 or 10, and a serial ending in 1 (adding 512 ≡ 6) tells which.
 */
function ownerRemainder(owner: string): number {
  const digit = containerCheckDigit(`${owner}000000`);
  if (digit !== 0) return digit;
  return containerCheckDigit(`${owner}000001`) === 6 ? 0 : 10;
}

// --- The shape of the year, as SQL over generated numbers --------------------------------------
// Inspection i belongs to pair p = i / PER_PAIR (one party on one call), at place k = i % PER_PAIR
// in it; call c = p / PARTIES_PER_CALL, slot s = p % PARTIES_PER_CALL. Calls berth one after
// another over the plan's days up to today; reports and bills follow from the pair, so every id is an
// offset from the first id of its table (the seed checks each table's ids are contiguous).

/** The berth day of call `c`: spread over the plan's days up to today. */
const berthOf = (today: string, c: SQL, plan: Pick<ScalePlan, 'calls' | 'days'>) =>
  sql`(${today}::date - ${lit(plan.days - 1)} + (${c}) * ${lit(plan.days)} / ${lit(plan.calls)})`;

/** The party index of slot `s` of call `c`: a big line, then four consecutive agents. */
const partyOf = (c: SQL, s: SQL, parties: number) =>
  sql`(case when ${s} = 0 then (${c}) % ${lit(BIG_LINES)} else ${lit(BIG_LINES)} + ((${c}) * ${lit(PARTIES_PER_CALL - 1)} + ${s} - 1) % ${lit(parties - BIG_LINES)} end)`;

/** 40 ft for two containers in five. */
const sizeOf = (j: SQL) => sql`(case when (${j}) % 5 < 2 then 40 else 20 end)`;

/** A party's rate in paise for the movement at `m` (its index) and a size: ₹800–₹2,550. */
const rateOf = (party: SQL, m: SQL, size: SQL) =>
  sql`((80000 + ((${party}) % 7) * 5000 + ((${m}) % 5) * 10000) * (case when ${size} = 40 then 3 else 2 end) / 2)::bigint`;

/** The financial year's first calendar year of a date, and its '26-27' label. */
const fyStart = (day: SQL) =>
  sql`(extract(year from ${day})::int - case when extract(month from ${day}) < 4 then 1 else 0 end)`;
const fyLabel = (day: SQL) =>
  sql`(lpad((${fyStart(day)} % 100)::text, 2, '0') || '-' || lpad(((${fyStart(day)} + 1) % 100)::text, 2, '0'))`;

/** Half up to the paisa: a × rate / 10,000 for a rate in hundredths of a percent. */
const taxOf = (amount: SQL, hundredths: number) =>
  sql`((${amount}) * ${lit(hundredths * 2)} + 10000) / 20000`;

interface Seeded {
  base: Record<string, number>;
  counts: Record<string, number>;
}

/**
 * Seeds a year of a busy depot for one company: vessels with voyages and calls spread over the
 * year at Kolkata, Haldia and Paradip, parties with rates, containers, inspections with damage
 * lines, survey reports, bills, MIS bills, advance lists, booking numbers and customs lines —
 * each table by `INSERT … SELECT generate_series` statements (inspections in chunks), numbered
 * as the server numbers them, then analyzed. The company must have no vessel calls yet: the
 * bench seeds into a fresh database.
 */
export async function seedScale(db: Database, options: SeedScaleOptions): Promise<ScaleProbes> {
  const plan = scalePlan(options.scale);
  const log = options.log ?? ((line: string) => console.log(line));
  const chunk = options.chunk ?? 100_000;
  const { companyId, userId } = options;
  const [existing] = await sqlRows(
    db,
    sql`select count(*) as n from vcns where company_id = ${companyId}`,
  );
  if (Number(existing?.n) > 0)
    throw new Error(
      `Company ${companyId} already has vessel calls; the scale seed needs a fresh database (the bench's --fresh drops and creates it)`,
    );
  const reference = await readReference(db, companyId);
  const today = todayInPorts();
  const started = performance.now();
  const seeded: Seeded = { base: {}, counts: {} };

  /** Runs the statements that fill a table, then checks its new ids are one contiguous run. */
  async function table(name: string, fill: () => Promise<unknown>) {
    const start = performance.now();
    const [before] = await sqlRows(
      db,
      sql`select coalesce(max(id), 0) as top from ${sql.raw(name)}`,
    );
    const top = lit(Number(before?.top ?? 0));
    await fill();
    const [after] = await sqlRows(
      db,
      sql`select count(*) as n, min(id) as first, max(id) as last from ${sql.raw(name)} where id > ${top}`,
    );
    const rows = Number(after?.n ?? 0);
    const base = Number(after?.first ?? 0);
    if (rows > 0 && Number(after?.last) - base + 1 !== rows)
      throw new Error(`${name}: the ${rows} new ids are not contiguous; seed a fresh database`);
    seeded.base[name] = base;
    seeded.counts[name] = rows;
    log(
      `  ${name.padEnd(20)} ${String(rows).padStart(9)} rows ${((performance.now() - start) / 1000).toFixed(1).padStart(7)} s`,
    );
  }

  log(`Seeding a year of a busy depot at scale ${plan.label} for company ${companyId}`);
  const ctx = { db, plan, reference, today, companyId, userId, chunk, seeded, table };
  await seedMasters(ctx);
  await seedLineUsers(ctx);
  await seedWork(ctx);
  await seedCustoms(ctx);
  await numberSeries(ctx);

  const analyzeStart = performance.now();
  for (const name of Object.keys(seeded.base)) await db.execute(sql.raw(`vacuum analyze ${name}`));
  log(
    `  ${'vacuum analyze'.padEnd(20)} ${''.padStart(9)}      ${((performance.now() - analyzeStart) / 1000).toFixed(1).padStart(7)} s`,
  );
  const probes = await probesOf(ctx);
  log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return probes;
}

type Table = (name: string, fill: () => Promise<unknown>) => Promise<void>;

interface Context {
  db: Database;
  plan: ScalePlan;
  reference: Reference;
  today: string;
  companyId: number;
  userId: number;
  chunk: number;
  seeded: Seeded;
  table: Table;
}

/** The password of every line user the seed makes. */
export const LINE_PASSWORD = 'bench-line-password';

/** A big line's user name: its short name as a sign-in name, unique to the company. */
const lineUsername = (shortName: SQL, companyId: number) =>
  sql`'line' || ${lit(companyId)} || '.' || lower(regexp_replace(${shortName}, '[^A-Za-z0-9]+', '-', 'g'))`;

/**
 * One user of each big line (role 3), tied to that line's link party as `POST /create_user`
 * ties them, so the line's own people can be measured as they sign in and search.
 */
async function seedLineUsers(ctx: Context) {
  const { db, companyId, userId, today, table } = ctx;
  const linkParties = ctx.seeded.base.link_parties as number;
  const passwordHash = await hashPassword(LINE_PASSWORD);
  await table('users', async () => {
    await db.execute(sql`
      insert into users (company_id, username, name, password_hash, role_id, created_by, created_at)
      select ${lit(companyId)}, ${lineUsername(sql`lp.short_name`, companyId)},
             lp.short_name || ' line desk', ${passwordHash}, ${lit(Role.line)}, ${lit(userId)},
             (${today}::date - 400)::timestamptz
      from link_parties lp
      where lp.id between ${lit(linkParties)} and ${lit(linkParties + BIG_LINES - 1)}
      order by lp.id`);
  });
  const users = ctx.seeded.base.users as number;
  await db.execute(sql`
    insert into user_link_parties (user_id, link_party_id)
    select ${lit(users)} + n, ${lit(linkParties)} + n
    from generate_series(0, ${lit(BIG_LINES - 1)}) n`);
}

/** `fill(lo, hi)` over [0, total) in runs of `size`. */
async function inChunks(
  total: number,
  size: number,
  fill: (lo: number, hi: number) => Promise<unknown>,
) {
  for (let lo = 0; lo < total; lo += size) await fill(lo, Math.min(total, lo + size) - 1);
}

async function seedMasters(ctx: Context) {
  const { db, plan, companyId, userId, today, table, reference } = ctx;
  const c = lit(companyId);
  const u = lit(userId);
  const longAgo = sql`(${today}::date - 400)::timestamptz`;

  await table('vessels', async () => {
    await db.execute(sql`
      insert into vessels (company_id, name, description, call_sign, created_by, created_at)
      select ${c},
             (array['MSC','MAERSK','CMA CGM','ONE','HAPAG','COSCO','EVER','X-PRESS','SSL','KOTA'])[1 + v % 10]
               || ' ' || (array['ANNA','BHUMI','CHITRA','DAISY','ELENA','FIONA','GANGA','HIMANI','IRIS','JAYA',
                               'KAVERI','LEENA','MAYA','NAINA','OLGA','PRIYA','RIVA','SITA','TARA','UMA'])[1 + (v / 10) % 20]
               || ' ' || (v + 1),
             'Feeder on the Bay of Bengal service ' || (1 + v % 12),
             'V' || chr(65 + v % 26) || chr(65 + (v / 26) % 26) || lpad((v % 100)::text, 2, '0'),
             ${u}, ${longAgo}
      from generate_series(0, ${lit(plan.vessels - 1)}) v`);
  });

  // Voyage 2c is call c's import voyage, 2c + 1 its export voyage.
  await table('voyages', async () => {
    await db.execute(sql`
      insert into voyages (company_id, name, description, created_by, created_at)
      select ${c}, lpad((v / 2 + 1)::text, 5, '0') || case when v % 2 = 0 then 'W' else 'E' end,
             case when v % 2 = 0 then 'Import' else 'Export' end, ${u}, ${longAgo}
      from generate_series(0, ${lit(plan.calls * 2 - 1)}) v`);
  });

  const docks = reference.docks;
  const dockId = sql.raw(`(array[${docks.map((d) => d.id).join(',')}])[1 + c % 3]`);
  const dockCode = sql.raw(`(array['KDS','HDC','PPT'])[1 + c % 3]`);
  const berthYard = sql.raw(`(array[${docks.map((d) => d.yards[0]).join(',')}])[1 + c % 3]`);
  const berth = berthOf(today, sql`c`, plan);
  const vessel = ctx.seeded.base.vessels as number;
  const voyage = ctx.seeded.base.voyages as number;
  await table('vcns', async () => {
    await db.execute(sql`
      insert into vcns (company_id, name, vessel_id, import_voyage_id, export_voyage_id, area_id,
        import_rotation_no, import_rotation_date, export_rotation_no, export_rotation_date,
        berth_date, egm_date, is_sail, sail_date, berth_location_id, created_by, created_at)
      select ${c}, ${dockCode} || to_char(b, 'YY') || lpad((c + 1)::text, 5, '0'),
             ${lit(vessel)} + c % ${lit(plan.vessels)}, ${lit(voyage)} + 2 * c, ${lit(voyage)} + 2 * c + 1,
             ${dockId},
             'IR' || to_char(b, 'YY') || lpad((c + 1)::text, 6, '0'), b - 3,
             'ER' || to_char(b, 'YY') || lpad((c + 1)::text, 6, '0'), b - 2,
             b, least(b + 1, ${today}::date), b + 2 < ${today}::date,
             case when b + 2 < ${today}::date then b + 2 end,
             ${berthYard}, ${u}, (b - 5)::timestamptz
      from generate_series(0, ${lit(plan.calls - 1)}) c, lateral (select ${berth} as b) x`);
  });

  const parties = scaleParties(plan.parties);
  const json = JSON.stringify(parties);
  await table('applicants', async () => {
    await db.execute(sql`
      insert into applicants (company_id, name, address, city, state_id, pin, country_id, pan, gst,
        email, container_in_bill, created_by, created_at)
      select ${c}, p.applicant, (10 + p.n) || ' Strand Road', p.city, p."stateId", '700001', 356,
             p.pan, p.gst, p.email, (p.n % 4)::smallint, ${u}, ${longAgo}
      from json_to_recordset(${json}::json)
        as p(applicant text, city text, "stateId" int, pan text, gst text, email text, n int)
      order by p.n`);
  });
  await table('accounts', async () => {
    await db.execute(sql`
      insert into accounts (company_id, name, city, state_id, country_id, email, created_by, created_at)
      select ${c}, p.account, p.city, p."stateId", 356, p.email, ${u}, ${longAgo}
      from json_to_recordset(${json}::json) as p(account text, city text, "stateId" int, email text, n int)
      order by p.n`);
  });
  const applicant = ctx.seeded.base.applicants as number;
  const account = ctx.seeded.base.accounts as number;
  await table('link_parties', async () => {
    await db.execute(sql`
      insert into link_parties (company_id, short_name, applicant_id, account_id, edi_sender_id,
        edi_recipient_id, carrier_code, created_by, created_at)
      select ${c}, p."shortName", ${lit(applicant)} + p.n, ${lit(account)} + p.n,
             'QUAYBOOK', upper(left(replace(p."shortName", ' ', ''), 4)) || 'EDI',
             upper(left(replace(p."shortName", ' ', ''), 4)), ${u}, ${longAgo}
      from json_to_recordset(${json}::json) as p("shortName" text, n int)
      order by p.n`);
  });
  // Each line's repair tariff: its price of each repair of the first components, any size.
  await table('repair_tariffs', async () => {
    await db.execute(sql`
      insert into repair_tariffs (company_id, link_party_id, component_id, repair_id, size, measure,
        hours_hundredths, material_paise, created_by, created_at)
      select ${c}, lp.id, comp.id, rep.id, 0, 'piece', 50 + 25 * (comp.id % 6), 10000 * (rep.id % 9),
             ${u}, ${longAgo}
      from link_parties lp,
           (select id from component_codes order by id limit 8) comp,
           (select id from repair_codes order by id limit 5) rep
      where lp.company_id = ${c}
      order by lp.id, comp.id, rep.id`);
  });
  // The customs brokers of Kolkata and Haldia the parties' exports go through.
  await table('clearing_agents', async () => {
    await db.execute(sql`
      insert into clearing_agents (company_id, name, licence_no, created_by, created_at)
      select ${c}, (array['Calcutta','Haldia','Howrah','Hooghly','Sealdah','Garden Reach'])[1 + a % 6]
               || ' Customs Brokers ' || (a + 1),
             'CB/KOL/' || lpad((1000 + a)::text, 4, '0'), ${u}, ${longAgo}
      from generate_series(0, ${lit(plan.clearingAgents - 1)}) a
      order by a`);
  });
  const movementIds = intArray(reference.movements.map((m) => m.id));
  await table('party_rates', async () => {
    await db.execute(sql`
      insert into party_rates (company_id, applicant_id, account_id, movement_id, size, rate_paise, created_by, created_at)
      select ${c}, ${lit(applicant)} + p, ${lit(account)} + p, (${movementIds})[1 + m], size,
             ${rateOf(sql`p`, sql`m`, sql`size`)}, ${u}, ${longAgo}
      from generate_series(0, ${lit(plan.parties - 1)}) p,
           generate_series(0, ${lit(reference.movements.length - 1)}) m,
           (values (20), (40)) s(size)
      order by p, m, size`);
  });

  await table('vcn_party_links', async () => {
    await db.execute(sql`
      insert into vcn_party_links (company_id, vcn_id, import_voyage_id, export_voyage_id, applicant_id, account_id, created_by, created_at)
      select ${c}, ${lit(ctx.seeded.base.vcns as number)} + c, ${lit(voyage)} + 2 * c, ${lit(voyage)} + 2 * c + 1,
             ${lit(applicant)} + party, ${lit(account)} + party, ${u}, (${berth} - 5)::timestamptz
      from generate_series(0, ${lit(plan.calls * PARTIES_PER_CALL - 1)}) p,
           lateral (select p / ${lit(PARTIES_PER_CALL)} as c, p % ${lit(PARTIES_PER_CALL)} as s) a,
           lateral (select ${partyOf(sql`c`, sql`s`, plan.parties)} as party) b
      order by p`);
  });

  const owners = textArray(OWNERS);
  const sums = intArray(OWNERS.map(ownerRemainder));
  const o = lit(OWNERS.length);
  await table('containers', async () => {
    await inChunks(plan.containers, ctx.chunk, (lo, hi) =>
      db.execute(sql`
        insert into containers (company_id, number, size, type_code, type_text, iso_code, tare_weight,
          gross_weight, manufacture, created_by, created_at)
        select ${c}, (${owners})[1 + j % ${o}] || serial::text || ((
                 (${sums})[1 + j % ${o}] + (serial / 100000) * 16 + (serial / 10000 % 10) * 32
                 + (serial / 1000 % 10) * 64 + (serial / 100 % 10) * 128 + (serial / 10 % 10) * 256
                 + (serial % 10) * 512) % 11 % 10)::text,
               iso.size, iso.type_code, iso.type_text, iso.iso_code,
               case when iso.size = 40 then 3750 else 2200 end,
               case when iso.size = 40 then 32500 else 30480 end,
               (2008 + j % 17)::text, ${u}, ${longAgo}
        from generate_series(${lit(lo)}, ${lit(hi)}) j,
             lateral (select 100000 + j / ${o} as serial,
                      case when ${sizeOf(sql`j`)} = 40
                           then case j % 7 when 0 then '42G1' when 3 then '42R1' else '45G1' end
                           else case j % 11 when 0 then '22R1' else '22G1' end end as code) x
             join iso_codes iso on iso.iso_code = x.code
        order by j`),
    );
  });
}

/** The mix of movements as SQL rows: (ix, movement id, movement index, facts …). */
function movementMix(reference: Reference) {
  const rows: string[] = [];
  for (const entry of MIX) {
    const index = reference.movements.findIndex((m) => m.name === entry.name);
    const m = reference.movements[index];
    if (!m) continue;
    for (let w = 0; w < entry.weight; w += 1)
      rows.push(
        `(${rows.length}, ${m.id}, ${index}, ${entry.leg === 'import'}, ${m.ediFull}, ${m.needsPorts}, ${m.needsCfs && !m.roadOnly}, ${m.needsTransporter}, ${m.needsBookingNo}, ${m.needsTransportMode || m.roadOnly ? `'${m.roadOnly ? 'R' : (entry.mode ?? 'R')}'` : 'null'}, ${m.needsGrossWeight})`,
      );
  }
  if (rows.length === 0) throw new Error('The company has none of the usual movements');
  return {
    length: rows.length,
    values: sql.raw(
      `(values ${rows.join(', ')}) as mix(ix, movement_id, m, import, full_box, ports, cfs, transporter, booking, mode, weight)`,
    ),
  };
}

async function seedWork(ctx: Context) {
  const { db, plan, companyId, userId, today, table, reference, seeded } = ctx;
  const c = lit(companyId);
  const u = lit(userId);
  const base = (name: string) => lit(seeded.base[name] as number);
  const berth = berthOf(today, sql`c`, plan);
  // Calls berthed more than UNBILLED_DAYS ago are billed: the first `billedCalls` of them.
  let billedCalls = 0;
  while (
    billedCalls < plan.calls &&
    Math.floor((billedCalls * plan.days) / plan.calls) - (plan.days - 1) < -UNBILLED_DAYS
  )
    billedCalls += 1;
  // The latest call is never billed, so every scale has reports waiting for a bill.
  billedCalls = Math.min(billedCalls, plan.calls - 1);
  const billedPairs = billedCalls * PARTIES_PER_CALL;
  const party = partyOf(sql`c`, sql`s`, plan.parties);
  const pairOf = (p: SQL) =>
    sql`lateral (select (${p}) / ${lit(PARTIES_PER_CALL)} as c, (${p}) % ${lit(PARTIES_PER_CALL)} as s) pc`;

  const srOffset = await sequenceOffsets(db, companyId, SERIES.report);
  await table('reports', async () => {
    await db.execute(sql`
      insert into reports (company_id, report_no, report_date, report_type, applicant_id, account_id, created_by, created_at)
      select ${c}, 'SR/' || ${fyLabel(sql`d`)} || '/' || lpad((${srOffset(sql`d`)} + row_number() over (partition by ${fyStart(sql`d`)} order by r))::text, 5, '0'),
             d, case when r % 20 = 19 then 3 else 1 end,
             ${base('applicants')} + party, ${base('accounts')} + party, ${u}, d::timestamptz + interval '11 hours'
      from generate_series(0, ${lit(plan.reports - 1)}) r,
           ${pairOf(sql`r / ${lit(REPORTS_PER_PAIR)}`)},
           lateral (select least(${berth} + 6, ${today}::date) as d, ${party} as party) x
      order by r`);
  });

  const mix = movementMix(reference);
  const docks = reference.docks;
  const perDock = (pick: (dock: (typeof docks)[number]) => number[], index: string) =>
    sql.raw(
      `(case c % 3 ${docks.map((dock, d) => `when ${d} then (array[${pick(dock).join(',')}])[1 + ${index} % ${pick(dock).length}]`).join(' ')} end)`,
    );
  const dockPort = sql.raw(`(array[${docks.map((d) => d.portId).join(',')}])[1 + c % 3]`);
  const others = intArray(reference.otherPorts);
  const nOthers = lit(reference.otherPorts.length);
  const transporters = intArray(reference.transporters);
  const nTransporters = lit(reference.transporters.length);
  const nc = lit(plan.containers);

  await table('inspections', async () => {
    await inChunks(plan.inspections, ctx.chunk, (lo, hi) =>
      db.execute(sql`
        insert into inspections (company_id, container_id, applicant_id, account_id, vessel_id, voyage_id,
          movement_id, location_id, cfs_id, type, condition, seal, inspection_date, inspection_time,
          pol_id, pod_id, fpd_id, transporter_id, transport_mode, booking_no, hazardous, cargo_weight,
          report_id, rate_paise, edi_sent, codeco_sent, ova_sent, created_by, created_at)
        select ${c}, ${base('containers')} + i % ${nc},
               ${base('applicants')} + party, ${base('accounts')} + party,
               ${base('vessels')} + c % ${lit(plan.vessels)},
               ${base('voyages')} + 2 * c + case when mix.import then 0 else 1 end,
               mix.movement_id, ${perDock((dock) => dock.yards, 'i')},
               case when mix.cfs then ${perDock((dock) => dock.cfs, '(i / 7)')} end,
               case when damaged and i % 2 = 0 then 1 else 2 end,
               case when damaged then 1 else 2 end,
               case when mix.full_box then 'SL' || lpad(((i::bigint * 7919) % 9999991)::text, 7, '0') end,
               day, hhmm,
               case when mix.ports then ${dockPort} end,
               case when mix.ports then (${others})[1 + i % ${nOthers}] end,
               case when mix.ports then (${others})[1 + (i / 3) % ${nOthers}] end,
               case when mix.transporter then (${transporters})[1 + i % ${nTransporters}] end,
               mix.mode,
               case when mix.booking then 'BK' || lpad(c::text, 5, '0') || s || (k / 10) end,
               i % 97 = 0,
               case when mix.weight then 8000 + (i * 37) % 18000 end,
               case when k < ${lit(REPORTS_PER_PAIR * REPORT_SIZE)} then ${base('reports')} + p * ${lit(REPORTS_PER_PAIR)} + k / ${lit(REPORT_SIZE)} end,
               case when k < ${lit(REPORTS_PER_PAIR * REPORT_SIZE)} and p < ${lit(billedPairs)}
                    then ${rateOf(sql`party`, sql`mix.m`, sizeOf(sql`i % ${nc}`))} end,
               -- A depot sends its lines' EDI and OVA within a day or two; the last two days wait.
               day < ${today}::date - 2, day < ${today}::date - 2, day < ${today}::date - 2,
               ${u}, least(now(), day + make_interval(hours => substr(hhmm, 1, 2)::int, mins => substr(hhmm, 3, 2)::int + 20))
        from generate_series(${lit(lo)}, ${lit(hi)}) i
             cross join lateral (select i / ${lit(PER_PAIR)} as p, i % ${lit(PER_PAIR)} as k) pk
             cross join ${pairOf(sql`p`)}
             cross join lateral (select ${party} as party,
                             least(${berth} + k % 4, ${today}::date) as day,
                             lpad((6 + (i * 5) % 16)::text, 2, '0') || lpad(((i * 13) % 60)::text, 2, '0') as hhmm,
                             (i * 7) % 20 < 3 as damaged) x
             join ${mix.values} on mix.ix = (p * 3 + (k / ${lit(BLOCK)}) * 4) % ${lit(mix.length)}
        order by i`),
    );
  });

  const components = intArray(reference.components);
  const damages = intArray(reference.damages);
  const repairs = intArray(reference.repairs);
  await table('damage_lines', async () => {
    await inChunks(plan.inspections, ctx.chunk * 2, (lo, hi) =>
      db.execute(sql`
        insert into damage_lines (company_id, inspection_id, side, position, from_section, from_part,
          to_section, to_part, component_id, damage_id, repair_id, length, breadth, area, quantity,
          created_by, created_at)
        select ${c}, ins.id, case when pos = 6 then 'INT' else 'EXT' end, pos,
               'S' || (1 + n), (1 + (ins.id + n) % 4)::text, 'S' || (2 + n), (1 + (ins.id + n) % 4)::text,
               (${components})[1 + (ins.id * 3 + n) % ${lit(reference.components.length)}],
               (${damages})[1 + (ins.id + n * 5) % ${lit(reference.damages.length)}],
               (${repairs})[1 + (ins.id * 7 + n) % ${lit(reference.repairs.length)}],
               len, wid, len * wid, 1, ${u}, ins.created_at
        from inspections ins,
             generate_series(0, ins.id % 3) n,
             lateral (select (1 + (ins.id + n * 3) % 8)::smallint as pos,
                             (10 + (ins.id * 3 + n) % 90)::numeric(10,2) as len,
                             (5 + (ins.id + n * 7) % 45)::numeric(10,2) as wid) x
        where ins.company_id = ${c} and ins.condition = 1
          and ins.id between ${base('inspections')} + ${lit(lo)} and ${base('inspections')} + ${lit(hi)}
        order by ins.id, n`),
    );
  });

  // A bill is half a pair's reports: b = 2p for reports 0–1, 2p + 1 for reports 2–4.
  const sbOffset = await sequenceOffsets(db, companyId, SERIES.bill);
  const firstReport = lit(seeded.base.reports as number);
  const intra = intArray(
    scaleParties(plan.parties).flatMap((p, n) => (p.stateCode === reference.stateCode ? [n] : [])),
  );
  const placeOf = sql.raw(
    `(array[${scaleParties(plan.parties)
      .map((p) => `'${p.stateCode}'`)
      .join(',')}])[1 + party]`,
  );
  const lines = sql`(
    select ((ins.report_id - ${firstReport}) / ${lit(REPORTS_PER_PAIR)}) * 2
             + case when (ins.report_id - ${firstReport}) % ${lit(REPORTS_PER_PAIR)} < 2 then 0 else 1 end as b,
           ins.movement_id, ct.size, count(*)::int as quantity, ins.rate_paise as rate,
           ins.applicant_id - ${base('applicants')} as party
    from inspections ins join containers ct on ct.id = ins.container_id
    where ins.company_id = ${c} and ins.report_id between ${firstReport} and ${firstReport} + ${lit(billedPairs * REPORTS_PER_PAIR - 1)}
    group by 1, 2, 3, 5, 6)`;
  const taxed = sql`(
    select l.*, amount,
           case when l.party = any(${intra}) then ${taxOf(sql`amount`, 900)} else 0 end as cgst,
           case when l.party = any(${intra}) then ${taxOf(sql`amount`, 900)} else 0 end as sgst,
           case when l.party = any(${intra}) then 0 else ${taxOf(sql`amount`, 1800)} end as igst
    from ${lines} l, lateral (select l.quantity * l.rate as amount) a)`;
  await table('bills', async () => {
    await db.execute(sql`
      insert into bills (company_id, bill_no, bill_date, applicant_id, account_id, tax_slab, tax_mode,
        place_of_supply, round_off, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise,
        round_off_paise, payable_paise, created_by, created_at)
      select ${c}, 'SB/' || ${fyLabel(sql`d`)} || '/' || lpad((${sbOffset(sql`d`)} + row_number() over (partition by ${fyStart(sql`d`)} order by b))::text, 5, '0'),
             d, ${base('applicants')} + party, ${base('accounts')} + party,
             case when party = any(${intra}) then 2 else 1 end,
             case when party = any(${intra}) then 'intra' else 'inter' end,
             ${placeOf}, round_off, taxable, cgst, sgst, igst, total,
             payable - total, payable, ${u}, d::timestamptz + interval '15 hours'
      from (select b, party, sum(amount)::bigint as taxable, sum(cgst)::bigint as cgst, sum(sgst)::bigint as sgst,
                   sum(igst)::bigint as igst, sum(amount + cgst + sgst + igst)::bigint as total
            from ${taxed} t group by b, party) t,
           lateral (select b / 2 / ${lit(PARTIES_PER_CALL)} as c, b % 4 = 3 as round_off) x,
           lateral (select least(${berth} + 12, ${today}::date) as d,
                           case when round_off then ((total * 2 + 100) / 200) * 100 else total end as payable) y
      order by b`);
  });
  await table('bill_lines', async () => {
    await db.execute(sql`
      insert into bill_lines (bill_id, line_no, movement_id, size, quantity, rate_paise, amount_paise,
        cgst_paise, sgst_paise, igst_paise, total_paise)
      select ${base('bills')} + b, row_number() over (partition by b order by mv.rank, t.size),
             t.movement_id, t.size, quantity, rate, amount, cgst, sgst, igst, amount + cgst + sgst + igst
      from ${taxed} t join ${movementRanks(reference)} on mv.id = t.movement_id
      order by b, mv.rank, t.size`);
  });
  const [linked] = await sqlRows(
    db,
    sql`with done as (
          update reports set bill_id = ${base('bills')} + ((id - ${firstReport}) / ${lit(REPORTS_PER_PAIR)}) * 2
                   + case when (id - ${firstReport}) % ${lit(REPORTS_PER_PAIR)} < 2 then 0 else 1 end
          where company_id = ${c} and id between ${firstReport} and ${firstReport} + ${lit(billedPairs * REPORTS_PER_PAIR - 1)}
          returning 1)
        select count(*) as n from done`,
  );
  ctx.seeded.counts['reports billed'] = Number(linked?.n ?? 0);

  const misOffset = await sequenceOffsets(db, companyId, SERIES.misBill);
  const rate = 150000;
  const misAmount = sql`(quantity * ${lit(rate)})::bigint`;
  await table('mis_bills', async () => {
    await db.execute(sql`
      insert into mis_bills (company_id, bill_no, bill_date, applicant_id, account_id, customer_ref_no,
        particulars, non_gst, export_bill, tax_slab, tax_mode, place_of_supply, round_off,
        taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise, round_off_paise, payable_paise,
        created_by, created_at)
      select ${c}, 'MIS/' || ${fyLabel(sql`d`)} || '/' || lpad((${misOffset(sql`d`)} + row_number() over (partition by ${fyStart(sql`d`)} order by m))::text, 5, '0'),
             d, ${base('applicants')} + party, ${base('accounts')} + party, 'REF' || lpad(m::text, 6, '0'),
             'Survey of containers at ' || (array['Kolkata','Haldia','Paradip'])[1 + m % 3],
             false, false, case when intra then 2 else 1 end, case when intra then 'intra' else 'inter' end,
             ${placeOf}, false, amount, cgst, cgst, igst, amount + 2 * cgst + igst, 0, amount + 2 * cgst + igst,
             ${u}, d::timestamptz + interval '16 hours'
      from generate_series(0, ${lit(plan.misBills - 1)}) m,
           lateral (select ${today}::date - ${lit(plan.days - 1)} + m * ${lit(plan.days)} / ${lit(plan.misBills)} as d, m % ${lit(plan.parties)} as party,
                           1 + m % 20 as quantity) a,
           lateral (select party = any(${intra}) as intra, ${misAmount} as amount) b,
           lateral (select case when intra then ${taxOf(sql`amount`, 900)} else 0 end as cgst,
                           case when intra then 0 else ${taxOf(sql`amount`, 1800)} end as igst) t
      order by m`);
  });
  await table('mis_bill_lines', async () => {
    await db.execute(sql`
      insert into mis_bill_lines (mis_bill_id, line_no, item, unit, quantity, rate_paise, amount_paise,
        cgst_paise, sgst_paise, igst_paise, total_paise)
      select id, 1, 'Survey Fees', 'Cntr', (taxable_paise / ${lit(rate)})::int, ${lit(rate)}, taxable_paise,
             cgst_paise, sgst_paise, igst_paise, total_paise
      from mis_bills where company_id = ${c} and id >= ${base('mis_bills')} order by id`);
  });

  const discharge = reference.movements.find((m) => m.name === 'Import Discharge');
  await table('advance_containers', async () => {
    if (!discharge) return;
    await db.execute(sql`
      insert into advance_containers (company_id, applicant_id, account_id, vessel_id, voyage_id,
        location_id, upload_type, container_id, container_number, size, iso_code, tare_weight,
        gross_weight, movement_id, created_by, created_at)
      select ${c}, ins.applicant_id, ins.account_id, ins.vessel_id, ins.voyage_id, ins.location_id, 1,
             ct.id, ct.number, ct.size, ct.iso_code, ct.tare_weight, ct.gross_weight, ins.movement_id,
             ${u}, v.created_at
      from inspections ins
      join containers ct on ct.id = ins.container_id
      join vcns v on v.company_id = ${c} and v.import_voyage_id = ins.voyage_id
      where ins.company_id = ${c} and ins.movement_id = ${lit(discharge.id)}
      order by ins.voyage_id, ct.number`);
  });

  await table('booking_numbers', async () => {
    await db.execute(sql`
      insert into booking_numbers (company_id, applicant_id, account_id, vessel_id, voyage_id,
        location_id, movement_id, booking_no, container_type, created_by, created_at)
      select ${c}, applicant_id, account_id, vessel_id, voyage_id, location_id, movement_id, booking_no,
             'GP', ${u}, created_at - interval '1 day'
      from (select distinct on (booking_no) * from inspections
            where company_id = ${c} and booking_no is not null order by booking_no, id) b
      order by booking_no`);
  });
}

/** Movements in the order a bill lists its lines (by name as the server sorts them). */
function movementRanks(reference: Reference) {
  const sorted = [...reference.movements].sort((a, b) => a.name.localeCompare(b.name));
  return sql.raw(
    `(values ${sorted.map((m, rank) => `(${m.id}, ${rank})`).join(', ')}) as mv(id, rank)`,
  );
}

/**
 * The last number already taken in a series, per financial year, as SQL over a day: the seeded
 * numbers continue from it, so a company's earlier documents keep theirs.
 */
async function sequenceOffsets(db: Database, companyId: number, series: string) {
  const rows = await sqlRows(
    db,
    sql`select year_start, last_value from document_sequences where company_id = ${companyId} and series = ${series}`,
  );
  if (rows.length === 0) return (_day: SQL) => sql`0`;
  const cases = rows
    .map((row) => `when ${Number(row.year_start)} then ${Number(row.last_value)}`)
    .join(' ');
  return (day: SQL) => sql`(case ${fyStart(day)} ${sql.raw(cases)} else 0 end)`;
}

async function seedCustoms(ctx: Context) {
  const { db, plan, companyId, userId, reference, table } = ctx;
  const c = lit(companyId);
  const u = lit(userId);
  const exportMoves = reference.movements
    .filter((m) =>
      ['Export Load', 'Export Gate-in by Road', 'Factory Stuffed Arrival'].includes(m.name),
    )
    .map((m) => m.id);
  const load = reference.movements.find((m) => m.name === 'Export Load')?.id ?? 0;
  // Export inspections, four containers to a shipping bill: every one of the big lines (a tenth
  // of the inspections, half of them exports), then the other parties' from the year's start.
  const bigLine = sql`ins.applicant_id < ${lit((ctx.seeded.base.applicants as number) + BIG_LINES)}`;
  const source = sql`(
    select n, ins.inspection_date, ins.movement_id, ct.number, ves.name as vessel, voy.name as voyage,
           ins.applicant_id, lpad((2000000 + n / 4)::text, 7, '0') as sb_no,
           ins.inspection_date - 2 as sb_date
    from (select id, row_number() over (order by ${bigLine} desc, id) - 1 as n from inspections ins
          where company_id = ${c} and movement_id = any(${intArray(exportMoves.length ? exportMoves : [0])})
          order by n limit ${lit(plan.shippingBills)}) pick
    join inspections ins on ins.id = pick.id
    join containers ct on ct.id = ins.container_id
    join vessels ves on ves.id = ins.vessel_id
    join voyages voy on voy.id = ins.voyage_id) src`;
  await table('shipping_bills', async () => {
    await db.execute(sql`
      insert into shipping_bills (company_id, sb_no, sb_date, container_no, iec, gstin, pcin,
        package_type, package_count, created_by, created_at)
      select ${c}, sb_no, sb_date, number,
             'AAACE' || lpad(((n / 4) % 10000)::text, 4, '0') || 'F', null,
             'PCIN' || lpad((n / 4)::text, 8, '0'), (array['BAG','BOX','CTN','DRM','PLT'])[1 + n % 5],
             20 + (n * 13) % 400, ${u}, sb_date::timestamptz + interval '10 hours'
      from ${source} order by n`);
  });
  await table('terminal_egm_lines', async () => {
    await db.execute(sql`
      insert into terminal_egm_lines (company_id, container_no, sb_no, sb_date, created_by, created_at)
      select ${c}, number, sb_no, sb_date, ${u}, inspection_date::timestamptz + interval '2 days'
      from ${source} where movement_id = ${lit(load)} and n % 5 < 3 order by n`);
  });
  await table('odex_egm_lines', async () => {
    await db.execute(sql`
      insert into odex_egm_lines (company_id, container_no, vessel_voyage, sb_no, sb_date, pcin,
        package_count, created_by, created_at)
      select ${c}, number, vessel || ' ' || voyage, sb_no, sb_date, 'PCIN' || lpad((n / 4)::text, 8, '0'),
             20 + (n * 13) % 400, ${u}, inspection_date::timestamptz + interval '3 days'
      from ${source} where movement_id = ${lit(load)} and n % 2 = 0 order by n`);
  });
}

/** Each series' counter set to the last number seeded in each year, as the server keeps it. */
async function numberSeries(ctx: Context) {
  const { db, companyId } = ctx;
  for (const [series, tableName, numberColumn, dateColumn] of [
    [SERIES.report, 'reports', 'report_no', 'report_date'],
    [SERIES.bill, 'bills', 'bill_no', 'bill_date'],
    [SERIES.misBill, 'mis_bills', 'bill_no', 'bill_date'],
  ] as const)
    await db.execute(sql`
      insert into document_sequences (company_id, series, year_start, last_value)
      select ${companyId}, ${series}, ${fyStart(sql.raw(dateColumn))},
             max(substring(${sql.raw(numberColumn)} from '[0-9]+$')::int)
      from ${sql.raw(tableName)}
      where company_id = ${companyId} and ${sql.raw(numberColumn)} like ${`${series}/%`}
      group by 3
      on conflict (company_id, series, year_start)
      do update set last_value = greatest(document_sequences.last_value, excluded.last_value)`);
}

async function probesOf(ctx: Context): Promise<ScaleProbes> {
  const { db, plan, companyId, seeded, today } = ctx;
  const base = (name: string) => seeded.base[name] as number;
  // A big line's call half-way through the year: call c with c % BIG_LINES = 0, slot 0.
  const call = Math.floor(plan.calls / 2 / BIG_LINES) * BIG_LINES;
  const party = 0;
  const pair = call * PARTIES_PER_CALL;
  const one = async (query: SQL) => {
    const [row] = await sqlRows(db, query);
    if (!row) throw new Error('A probe found nothing in the seeded data');
    return row;
  };
  const vcn = await one(
    sql`select id, name, vessel_id, import_voyage_id, export_voyage_id from vcns where id = ${base('vcns') + call}`,
  );
  const report = await one(
    sql`select r.report_no, b.bill_no from reports r left join bills b on b.id = r.bill_id
        where r.id = ${base('reports') + pair * REPORTS_PER_PAIR}`,
  );
  // The busy party's latest unbilled report, else the latest of any party.
  const unbilled = await one(
    sql`select report_no, applicant_id, account_id from reports
        where company_id = ${companyId} and bill_id is null
        order by applicant_id = ${base('applicants') + party} desc, id desc limit 1`,
  );
  // The container of the party's first inspection on the call: on its first report, and
  // inspected again every time the containers come round (about seven times a year at 1m).
  const container = await one(
    sql`select ct.number from inspections ins join containers ct on ct.id = ins.container_id
        where ins.id = ${base('inspections') + pair * PER_PAIR}`,
  );
  // The line's user and what they search by: the call's first ten containers (one pair's
  // inspections are on distinct containers, the first the one above) and its vessel's name.
  const lineUser = await one(sql`select username from users where id = ${base('users') + party}`);
  const lineContainers = await sqlRows(
    db,
    sql`select ct.number from inspections ins join containers ct on ct.id = ins.container_id
        where ins.id between ${base('inspections') + pair * PER_PAIR}
                         and ${base('inspections') + pair * PER_PAIR + 9}
        order by ins.id`,
  );
  const vessel = await one(sql`select name from vessels where id = ${Number(vcn.vessel_id)}`);
  // A shipping bill of a container the party loaded on the call's export voyage.
  const load = ctx.reference.movements.find((m) => m.name === 'Export Load')?.id ?? 0;
  const shippingBill = await one(
    sql`select sb.sb_no, sb.container_no from inspections ins
        join containers ct on ct.id = ins.container_id
        join shipping_bills sb on sb.company_id = ins.company_id and sb.container_no = ct.number
        where ins.company_id = ${companyId} and ins.applicant_id = ${base('applicants') + party}
          and ins.voyage_id = ${Number(vcn.export_voyage_id)} and ins.movement_id = ${load}
        order by sb.id limit 1`,
  );
  const misBill = await one(sql`select bill_no from mis_bills where id = ${base('mis_bills')}`);
  // The 30 days up to the call's last day of inspections.
  const month = await one(
    sql`select to_char(d - 29, 'YYYY-MM-DD') as from_date, to_char(d, 'YYYY-MM-DD') as to_date
        from (select least(berth_date + 3, ${today}::date) as d from vcns where id = ${Number(vcn.id)}) x`,
  );
  return {
    scale: plan.label,
    applicantId: base('applicants') + party,
    accountId: base('accounts') + party,
    linkPartyId: base('link_parties') + party,
    vcnId: Number(vcn.id),
    vcnName: String(vcn.name),
    vesselId: Number(vcn.vessel_id),
    voyageId: Number(vcn.import_voyage_id),
    exportVoyageId: Number(vcn.export_voyage_id),
    fromDate: String(month.from_date),
    toDate: String(month.to_date),
    containerNumber: String(container.number),
    reportNo: String(report.report_no),
    billNo: String(report.bill_no ?? ''),
    unbilled: {
      applicantId: Number(unbilled.applicant_id),
      accountId: Number(unbilled.account_id),
      reportNo: String(unbilled.report_no),
    },
    advanceVcnId: Number(vcn.id),
    shippingBillNo: String(shippingBill.sb_no),
    shippingBillContainer: String(shippingBill.container_no),
    misBillNo: String(misBill.bill_no),
    line: {
      username: String(lineUser.username),
      containerNumbers: lineContainers.map((row) => String(row.number)),
      vesselText: String(vessel.name),
    },
    counts: { ...seeded.counts },
  };
}
