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
