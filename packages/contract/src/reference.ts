import { z } from 'zod';
import { endpoint } from './endpoint';

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
