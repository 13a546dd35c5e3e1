import { z } from 'zod';
import { auditFields, optionalText, requiredText } from './fields';
import { masterEndpoints } from './master';

export const voyageRow = z.object({
  Voyageid: z.number().int(),
  Name: z.string(),
  Description: z.string().nullable(),
  userid: z.number().int().nullable(),
  companyid: z.number().int(),
  isDeleted: z.number().int(),
  ...auditFields,
});
export type VoyageRow = z.infer<typeof voyageRow>;

export const voyageInput = z.object({
  Name: requiredText('Voyage name'),
  Description: optionalText('Description'),
});
export type VoyageInput = z.input<typeof voyageInput>;

export const voyage = masterEndpoints({
  id: 'Voyageid',
  label: 'Voyage',
  row: voyageRow,
  input: voyageInput,
  paths: { list: '/voyage_list', create: '/create_voyage', update: '/update_voyage/{Voyageid}/' },
});
