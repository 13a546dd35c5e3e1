import type { VoyageRow, voyageInput } from '@quaybook/contract';
import type { z } from 'zod';
import { voyages } from '../../db/schema';
import { auditOf, type MasterDefinition } from '../master/masterDefinition';

export const voyageDefinition: MasterDefinition<
  typeof voyages,
  VoyageRow,
  z.output<typeof voyageInput>
> = {
  table: voyages,
  unique: { column: voyages.name, field: 'Name', message: 'Voyage name already exists.' },
  messages: {
    created: 'Voyage created successfully!',
    updated: 'Voyage updated successfully!',
    notFound: 'Voyage not found.',
  },
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
};
