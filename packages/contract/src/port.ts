import { isUnLocode, UN_LOCODE_MESSAGE } from '@quaybook/domain';
import { z } from 'zod';
import { auditFields, optionalText, requiredText } from './fields';
import { masterEndpoints } from './master';

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

const endpoints = masterEndpoints({
  id: 'portid',
  label: 'Port',
  row: portRow,
  input: portInput,
  paths: { list: '/port', create: '/create_port', update: '/update_port/{portid}' },
});

/** Ports; the list is public, as the spec reads it without a token. */
export const port = { ...endpoints, list: { ...endpoints.list, access: 'public' as const } };
