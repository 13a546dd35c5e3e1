import { z } from 'zod';
import { endpoint } from './endpoint';
import { referenceList } from './entity';

export const stateRow = z.object({
  stateId: z.number().int(),
  stateName: z.string(),
  /** The two-digit GST state code that opens every GSTIN of the state. */
  gstCode: z.string(),
});
export type StateRow = z.infer<typeof stateRow>;

export const countryRow = z.object({
  CountryID: z.number().int(),
  CountryName: z.string(),
  isoCode: z.string(),
});
export type CountryRow = z.infer<typeof countryRow>;

export const listStates = endpoint({
  method: 'GET',
  path: '/states',
  access: 'public',
  data: z.array(stateRow),
});
export const listCountries = endpoint({
  method: 'GET',
  path: '/countries',
  access: 'public',
  data: z.array(countryRow),
});

export const health = endpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  data: z.object({ database: z.literal('up'), version: z.string() }),
});

/** How a process's reads on a replica (DATABASE_REPLICA_URL) have gone since it started. */
export const replicaStats = z.object({
  state: z.enum(['caught up', 'behind', 'unreachable']),
  /** Its lag at the last measure, in milliseconds: 0 when it had replayed all the primary had. */
  lagMs: z.number().nullable(),
  /** The largest lag measured. */
  maxLagMs: z.number(),
  /** Reads declared for the replica, by where they went. */
  reads: z.object({ replica: z.number().int(), primary: z.number().int() }),
  /** Reads that waited for the replica to replay their caller's writes, and how long in all. */
  waits: z.object({ count: z.number().int(), totalMs: z.number(), maxMs: z.number() }),
});
export type ReplicaStats = z.infer<typeof replicaStats>;

/** What the About page says of the server: the product, its version and the database it runs on. */
export const about = endpoint({
  method: 'GET',
  path: '/about',
  line: { self: true },
  data: z.object({
    product: z.string(),
    version: z.string(),
    database: z.object({
      /** The embedded PGlite, or a PostgreSQL server. */
      kind: z.enum(['pglite', 'postgres']),
      /** PGlite's own version, or the PostgreSQL server's: '0.5.16', '15.18'. */
      version: z.string(),
      /** The PostgreSQL the database speaks: inside PGlite, the one it is built from. */
      postgres: z.string(),
    }),
    /** With a replica: how this server process's reads on it have gone. */
    replica: replicaStats.optional(),
    /** Where this server process's memory goes, in bytes. */
    memory: z.object({
      /** All it holds in memory now (resident). */
      resident: z.number().int(),
      /** JavaScript's objects (the V8 heap in use). */
      javascript: z.number().int(),
      /** Buffers outside the heap: answers being written, files being read. */
      buffers: z.number().int(),
      /** PGlite's PostgreSQL (WebAssembly memory, in its thread); null on a PostgreSQL server. */
      database: z.number().int().nullable(),
    }),
  }),
});
export type About = z.infer<typeof about.data>;

export const bankRow = z.object({ autoid: z.number().int(), BankName: z.string() });
export type BankRow = z.infer<typeof bankRow>;

/** An ISO 6346 size-and-type code with what it means. */
export const isoCodeRow = z.object({
  isocode: z.string(),
  typetext: z.string(),
  size: z.number().int(),
  typecode: z.string(),
});
export type IsoCodeRow = z.infer<typeof isoCodeRow>;

export const containerTypeRow = z.object({
  typetext: z.string(),
  typecode: z.string(),
  autoid: z.number().int(),
});
export type ContainerTypeRow = z.infer<typeof containerTypeRow>;

export const listBanks = endpoint({ method: 'GET', path: '/banks', data: z.array(bankRow) });
export const listIsoCodes = endpoint({
  method: 'GET',
  path: '/container_iso',
  data: z.array(isoCodeRow),
});
/** Answered in the third and fourth elements: the customs screens read the fourth. */
export const listContainerTypes = endpoint({
  method: 'GET',
  path: '/container_type',
  data: z.array(containerTypeRow),
});

export const stateList = referenceList(listStates, {
  storageKey: 'states',
  id: 'stateId',
  label: 'stateName',
  placeholder: 'Select State',
});
export const countryList = referenceList(listCountries, {
  storageKey: 'countries',
  id: 'CountryID',
  label: 'CountryName',
  placeholder: 'Select Country',
});
export const bankList = referenceList(listBanks, {
  storageKey: 'banks',
  id: 'autoid',
  label: 'BankName',
  placeholder: 'Select Bank',
});
// Not cached by the spec's screens, but read by several forms and slow to change.
export const isoCodeList = referenceList(listIsoCodes, {
  storageKey: 'isoCodes',
  id: 'isocode',
  label: 'typetext',
  placeholder: 'Select ISO Code',
  emptyId: '',
});
export const containerTypeList = referenceList(listContainerTypes, {
  storageKey: 'containerTypes',
  id: 'autoid',
  label: 'typetext',
  placeholder: 'Select Container Type',
});
