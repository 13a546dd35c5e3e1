import { isUnLocode, UN_LOCODE_MESSAGE } from '@quaybook/domain';
import { z } from 'zod';
import { masterEntity } from './entity';
import { auditFields, optionalText, requiredText } from './fields';

export const portRow = z.object({
  portid: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** The port's UN/LOCODE, such as INCCU. */
  PortCode: z.string().nullable(),
  ...auditFields,
});
export type PortRow = z.infer<typeof portRow>;

export const portInput = z.object({
  name: requiredText('Port name'),
  description: optionalText('Description'),
  PortCode: requiredText('Port code', 20)
    .transform((code) => code.toUpperCase())
    .refine(isUnLocode, UN_LOCODE_MESSAGE),
});
export type PortInput = z.input<typeof portInput>;

const declared = masterEntity({
  label: 'Port',
  id: 'portid',
  shared: true,
  row: portRow,
  input: portInput,
  paths: { list: '/port', create: '/create_port', update: '/update_port/{portid}' },
  unique: { field: 'name', message: 'Port name already exists.' },
  reference: { storageKey: 'ports', label: 'name', placeholder: 'Select Port' },
  messages: {
    created: 'Port Created Successfully!',
    updated: 'Port Updated Successfully!',
    notFound: 'Port not found.',
    loadError: 'Error fetching port list. Check console for details.',
    saveError: 'Error saving port. Check console for details.',
  },
});

const publicList = { ...declared.endpoints.list, access: 'public' as const };

/** Ports; the list is public, as the spec reads it without a token. */
export const port = {
  ...declared,
  endpoints: { ...declared.endpoints, list: publicList },
  reference: { ...declared.reference, endpoint: publicList },
};
