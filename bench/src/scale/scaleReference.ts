import type { Database } from '@quaybook/server/src/db/client';
import { seedCompany } from '@quaybook/server/src/db/seed/seedCompany';
import { type SQL, sql } from 'drizzle-orm';
import { sqlRows } from '../sqlRows';

/** A whole number written into SQL as a literal, so generated expressions keep integer types. */
export function lit(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`${value} is not a whole number`);
  return sql.raw(String(value));
}

/** An int array literal: `array[1,2,3]::int[]`. */
export function intArray(values: readonly number[]): SQL {
  for (const value of values) lit(value);
  return sql.raw(`array[${values.join(',')}]::int[]`);
}

/** A text array literal of plain words (letters, digits, spaces, '-'): nothing to escape. */
export function textArray(values: readonly string[]): SQL {
  for (const value of values)
    if (!/^[A-Za-z0-9 .'-]*$/.test(value)) throw new Error(`'${value}' cannot be inlined`);
  return sql.raw(`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(',')}]`);
}

/** One movement of the company with the flags that decide which inspection fields it fills. */
export interface MovementFacts {
  id: number;
  name: string;
  moveFor: string | null;
  ediEvent: string | null;
  ediFull: boolean;
  needsPorts: boolean;
  needsCfs: boolean;
  needsTransporter: boolean;
  needsBookingNo: boolean;
  needsTransportMode: boolean;
  needsGrossWeight: boolean;
  roadOnly: boolean;
}

/** A dock with the yards and CFSs of its port, and the port's UN/LOCODE id. */
export interface Dock {
  id: number;
  name: string;
  yards: number[];
  cfs: number[];
  portId: number;
}

/** What the seed reads before writing: the shared lists and the company's own defaults. */
export interface Reference {
  /** The company's GST state code (its GSTIN's first two digits, else its state's). */
  stateCode: string;
  movements: MovementFacts[];
  docks: Dock[];
  /** Foreign and Indian ports other than the three docks' ports, for POD and FPD. */
  otherPorts: number[];
  transporters: number[];
  components: number[];
  damages: number[];
  repairs: number[];
}

const ids = async (db: Database, query: SQL) =>
  (await sqlRows(db, query)).map((row) => Number(row.id));

const DOCK_CODES = [
  { code: 'INCCU1', port: 'INCCU' },
  { code: 'INHAL1', port: 'INHAL' },
  { code: 'INPRT1', port: 'INPRT' },
];

/**
 * Reads what the seeded rows point at. The company's movements and transporters are given once
 * (as the server does for a new company), so a company the bench made itself has them too.
 */
export async function readReference(db: Database, companyId: number): Promise<Reference> {
  await seedCompany(db, companyId);
  const [company] = await sqlRows(
    db,
    sql`select coalesce(nullif(left(c.gst, 2), ''), s.gst_code) as code
        from companies c left join states s on s.id = c.state_id where c.id = ${companyId}`,
  );
  if (!company) throw new Error(`Company ${companyId} does not exist`);
  const movements = (
    await sqlRows(
      db,
      sql`select id, name, move_for, edi_event, edi_full, needs_ports, needs_cfs, needs_transporter,
                 needs_booking_no, needs_transport_mode, needs_gross_weight, road_only
          from movements where company_id = ${companyId} order by id`,
    )
  ).map(
    (row): MovementFacts => ({
      id: Number(row.id),
      name: String(row.name),
      moveFor: (row.move_for as string | null) ?? null,
      ediEvent: (row.edi_event as string | null) ?? null,
      ediFull: Boolean(row.edi_full),
      needsPorts: Boolean(row.needs_ports),
      needsCfs: Boolean(row.needs_cfs),
      needsTransporter: Boolean(row.needs_transporter),
      needsBookingNo: Boolean(row.needs_booking_no),
      needsTransportMode: Boolean(row.needs_transport_mode),
      needsGrossWeight: Boolean(row.needs_gross_weight),
      roadOnly: Boolean(row.road_only),
    }),
  );
  const docks: Dock[] = [];
  for (const { code, port } of DOCK_CODES) {
    const [dock] = await sqlRows(
      db,
      sql`select id, name from locations where kind = 'dock' and location_code = ${code}`,
    );
    const [portRow] = await sqlRows(db, sql`select id from ports where port_code = ${port}`);
    const yards = await ids(
      db,
      sql`select id from locations where kind = 'yard' and location_code = ${code} order by id`,
    );
    const cfs = await ids(
      db,
      sql`select id from locations where kind = 'cfs' and location_code = ${code} order by id`,
    );
    if (!dock || !portRow || yards.length === 0 || cfs.length === 0)
      throw new Error(`The reference data has no dock, port, yard or CFS for ${code}`);
    docks.push({
      id: Number(dock.id),
      name: String(dock.name),
      yards,
      cfs,
      portId: Number(portRow.id),
    });
  }
  const dockPorts = docks.map((dock) => dock.portId);
  const otherPorts = (await ids(db, sql`select id from ports order by id`)).filter(
    (id) => !dockPorts.includes(id),
  );
  const reference: Reference = {
    stateCode: String(company.code ?? ''),
    movements,
    docks,
    otherPorts,
    transporters: await ids(
      db,
      sql`select id from transporters where company_id = ${companyId} order by id`,
    ),
    components: await ids(db, sql`select id from component_codes where is_active order by id`),
    damages: await ids(db, sql`select id from damage_codes where is_active order by id`),
    repairs: await ids(db, sql`select id from repair_codes where is_active order by id`),
  };
  for (const [what, list] of Object.entries({
    movements,
    otherPorts,
    transporters: reference.transporters,
    components: reference.components,
    damages: reference.damages,
    repairs: reference.repairs,
  }))
    if (list.length === 0) throw new Error(`The reference data has no ${what}`);
  return reference;
}
