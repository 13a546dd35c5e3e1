import { z } from 'zod';
import { masterEntity } from './entity';
import { auditFields, optionalText, requiredText } from './fields';

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

export const voyage = masterEntity({
  label: 'Voyage',
  id: 'Voyageid',
  row: voyageRow,
  input: voyageInput,
  paths: { list: '/voyage_list', create: '/create_voyage', update: '/update_voyage/{Voyageid}/' },
  unique: { field: 'Name', message: 'Voyage name already exists.' },
  reference: { storageKey: 'voyages', label: 'Name', placeholder: 'Select Voyage' },
  messages: {
    created: 'Voyage created successfully!',
    updated: 'Voyage updated successfully!',
    notFound: 'Voyage not found.',
    loadError: 'Error fetching voyage list. Check console for details.',
    saveError: 'Error saving voyage. Please try again.',
  },
});
