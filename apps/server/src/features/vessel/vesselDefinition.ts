import type { VesselRow, vesselInput } from '@quaybook/contract';
import type { z } from 'zod';
import { vessels } from '../../db/schema';
import { auditOf, type MasterDefinition } from '../master/masterDefinition';

export const vesselDefinition: MasterDefinition<
  typeof vessels,
  VesselRow,
  z.output<typeof vesselInput>
> = {
  table: vessels,
  unique: { column: vessels.name, field: 'Name', message: 'Vessel name already exists.' },
  messages: {
    created: 'Vessel created successfully!',
    updated: 'Vessel updated successfully!',
    notFound: 'Vessel not found.',
  },
  toRow: (v) => ({
    Vesselid: v.id,
    Name: v.name,
    Description: v.description,
    txtColsign: v.callSign,
    userid: v.createdBy,
    companyid: v.companyId,
    isDeleted: v.isDeleted ? 1 : 0,
    ...auditOf(v),
  }),
  toValues: (input) => ({
    name: input.Name,
    description: input.Description,
    callSign: input.txtColsign,
  }),
  search: [vessels.name, vessels.description, vessels.callSign],
  sort: { Name: vessels.name, Description: vessels.description, txtColsign: vessels.callSign },
};
