import { z } from 'zod';
import { masterEntity } from './entity';
import { auditFields, optionalText, requiredText } from './fields';

export const vesselRow = z.object({
  Vesselid: z.number().int(),
  Name: z.string(),
  Description: z.string().nullable(),
  /** The radio call sign, needed for coprar conversion. */
  txtColsign: z.string().nullable(),
  userid: z.number().int().nullable(),
  companyid: z.number().int(),
  isDeleted: z.number().int(),
  ...auditFields,
});
export type VesselRow = z.infer<typeof vesselRow>;

export const vesselInput = z.object({
  Name: requiredText('Vessel name'),
  Description: optionalText('Description'),
  txtColsign: optionalText('Call sign', 20),
});
export type VesselInput = z.input<typeof vesselInput>;

export const vessel = masterEntity({
  label: 'Vessel',
  id: 'Vesselid',
  row: vesselRow,
  input: vesselInput,
  paths: { list: '/vessel_list', create: '/create_vessel', update: '/update_vessel/{Vesselid}' },
  unique: { field: 'Name', message: 'Vessel name already exists.' },
  reference: { storageKey: 'vessels', label: 'Name', placeholder: 'Select Vessel' },
  messages: {
    created: 'Vessel created successfully!',
    updated: 'Vessel updated successfully!',
    notFound: 'Vessel not found.',
    loadError: 'Error fetching vessel list. Check console for details.',
    saveError: 'Error saving vessel. Check console for details.',
  },
});
