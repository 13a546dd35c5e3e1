// The company the simulated users work in: a year of a busy depot at a small scale, seeded as the
// scale bench seeds it, and one administrator per user (report and bill generation are theirs).
import { Role } from '@quaybook/contract';
import { hashPassword } from '@quaybook/server/src/auth/passwords';
import { openPostgres } from '@quaybook/server/src/db/client';
import { DOCKS } from '@quaybook/server/src/db/seed/catalogue/locations';
import { sql } from 'drizzle-orm';
import { type ScaleRequest, scaleCalls } from '../scale/scaleCalls';
import { seedScaleDatabase } from '../scale/scaleDatabase';
import { sqlRows } from '../sqlRows';

export const LOAD_PASSWORD = 'load-bench-user-password';
/** The admin the scale seed makes, who the seeded rows belong to. */
export const LOAD_ADMIN_PASSWORD = 'load-bench-admin-password';
/** Seeded containers the users inspect; each user picks among them at random. */
const CONTAINERS = 2_000;

/** What every simulated user works on: one busy party's vessel call, its rates, its containers. */
export interface LoadWorld {
  companyId: number;
  usernames: string[];
  party: { applicantId: number; accountId: number };
  call: { vesselId: number; voyageId: number };
  /** A movement the party has rates for at 20 and 40 feet that asks for no more than date and time. */
  movementId: number;
  locationId: number;
  containerNumbers: string[];
  /** The first damage, component and repair codes, for a damage line. */
  codes: { component: number; damage: number; repair: number };
  /** The list and filter calls of the screens, with a year's filter values. */
  lists: {
    name: string;
    endpoint: ReturnType<typeof scaleCalls>[number]['endpoint'];
    request: ScaleRequest;
  }[];
  counts: Record<string, number>;
}

/** Seeds the database of `databaseUrl` at `scale` and adds `users` administrators to its company. */
export async function seedLoadWorld(options: {
  databaseUrl: string;
  dataDir: string;
  scale: string;
  users: number;
  fresh: boolean;
  log: (line: string) => void;
}): Promise<LoadWorld> {
  const seeded = await seedScaleDatabase({
    scale: options.scale,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    recreate: options.fresh,
    adminPassword: LOAD_ADMIN_PASSWORD,
    log: options.log,
  });
  const { probes, companyId } = seeded;
  const database = await openPostgres(options.databaseUrl, 2);
  try {
    const db = database.db;
    // One hash for every user: Argon2 is slow on purpose, and the users differ only by name.
    const hash = await hashPassword(LOAD_PASSWORD);
    const users = await sqlRows<{ username: string }>(
      db,
      sql`insert into users (company_id, username, name, password_hash, role_id, is_active)
          select ${companyId}, 'load' || lpad(i::text, 4, '0'), 'Load Surveyor ' || i, ${hash},
                 ${Role.admin}, true
          from generate_series(1, ${options.users}::int) i
          returning username`,
    );
    const [movement] = await sqlRows<{ id: number }>(
      db,
      sql`select m.id from movements m
          where m.company_id = ${companyId}
            and not (m.needs_gross_weight or m.needs_ports or m.needs_cfs or m.needs_list_cfs
                     or m.needs_transporter or m.needs_booking_no or m.needs_transport_mode
                     or m.road_only)
            and (select count(distinct r.size) from party_rates r
                 where r.company_id = m.company_id and r.movement_id = m.id
                   and r.applicant_id = ${probes.applicantId} and r.account_id = ${probes.accountId}
                   and r.size in (20, 40)) = 2
          order by m.id limit 1`,
    );
    if (!movement) throw new Error('The seeded party has no rated movement that asks for little');
    const boxes = await sqlRows<{ number: string }>(
      db,
      sql`select number from containers where company_id = ${companyId}
          and size in (20, 40) order by id limit ${CONTAINERS}`,
    );
    const [codes] = await sqlRows<{ component: number; damage: number; repair: number }>(
      db,
      sql`select (select min(id) from component_codes) as component,
                 (select min(id) from damage_codes) as damage,
                 (select min(id) from repair_codes) as repair`,
    );
    if (!codes) throw new Error('No damage codes');
    return {
      companyId,
      usernames: users.map((user) => user.username).sort(),
      party: { applicantId: probes.applicantId, accountId: probes.accountId },
      call: { vesselId: probes.vesselId, voyageId: probes.voyageId },
      movementId: Number(movement.id),
      locationId: DOCKS.kolkata,
      containerNumbers: boxes.map((box) => box.number),
      codes: {
        component: Number(codes.component),
        damage: Number(codes.damage),
        repair: Number(codes.repair),
      },
      // The staff's lists: the simulated users are the depot's people, not a line's.
      lists: scaleCalls(probes)
        .filter((call) => !call.asLine)
        .map(({ name, endpoint, request }) => ({ name, endpoint, request })),
      counts: probes.counts,
    };
  } finally {
    await database.close();
  }
}
