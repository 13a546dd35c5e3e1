import { z } from 'zod';
import { masterEntity } from './entity';
import { auditFields, requiredText } from './fields';

export const transporterRow = z.object({
  transporterid: z.number().int(),
  /** The haulier's code: ASL001, CONKOL … */
  code: z.string(),
  name: z.string(),
  is_active: z.number().int(),
  companyid: z.number().int(),
  ...auditFields,
});
export type TransporterRow = z.infer<typeof transporterRow>;

export const transporterInput = z.object({
  code: requiredText('Transporter code', 20).transform((code) => code.toUpperCase()),
  name: requiredText('Transporter name'),
  is_active: z
    .union([z.literal(0), z.literal(1)], { error: 'Active must be 1 (yes) or 0 (no).' })
    .default(1),
});
export type TransporterInput = z.input<typeof transporterInput>;

/** Hauliers an inspection names; the entry screens choose from the active ones. */
export const transporter = masterEntity({
  label: 'Transporter',
  id: 'transporterid',
  row: transporterRow,
  input: transporterInput,
  paths: {
    list: '/transporter_list',
    create: '/create_transporter',
    update: '/update_transporter/{transporterid}',
  },
  unique: { field: 'code', message: 'Transporter code already exists.' },
  reference: { storageKey: 'transporters', label: 'name', placeholder: 'Select Transporter' },
  messages: {
    created: 'Transporter Created Successfully!',
    updated: 'Transporter Updated Successfully!',
    notFound: 'Transporter not found.',
    loadError: 'Error fetching transporter list. Check console for details.',
    saveError: 'Error saving transporter. Check console for details.',
  },
});
