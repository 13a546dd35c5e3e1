import { z } from 'zod';
import { auditFields, optionalText, requiredText } from './fields';
import { masterEndpoints } from './master';

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

export const vessel = masterEndpoints({
  id: 'Vesselid',
  label: 'Vessel',
  row: vesselRow,
  input: vesselInput,
  paths: { list: '/vessel_list', create: '/create_vessel', update: '/update_vessel/{Vesselid}' },
});
