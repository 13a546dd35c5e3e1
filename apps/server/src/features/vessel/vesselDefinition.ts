import { entities } from '@quaybook/contract';
import { vessels } from '../../db/schema';
import { auditOf } from '../../shared/audit';
import { masterDefinition } from '../master/masterDefinition';

export const vesselDefinition = masterDefinition({
  entity: entities.vessel,
  table: vessels,
  uniqueColumn: vessels.name,
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
});
