import { entities } from '@quaybook/contract';
import { voyages } from '../../db/schema';
import { auditOf } from '../../shared/audit';
import { masterDefinition } from '../master/masterDefinition';

export const voyageDefinition = masterDefinition({
  entity: entities.voyage,
  table: voyages,
  uniqueColumn: voyages.name,
  toRow: (v) => ({
    Voyageid: v.id,
    Name: v.name,
    Description: v.description,
    userid: v.createdBy,
    companyid: v.companyId,
    isDeleted: v.isDeleted ? 1 : 0,
    ...auditOf(v),
  }),
  toValues: (input) => ({ name: input.Name, description: input.Description }),
  search: [voyages.name, voyages.description],
  sort: { Name: voyages.name, Description: voyages.description },
});
