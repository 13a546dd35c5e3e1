import { entities, type VoyageRow } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

export const voyageList: EntityListDescriptor<VoyageRow> = {
  title: 'Voyage List',
  entity: entities.voyage,
  columns: [
    {
      key: 'Name',
      title: 'Voyage Name',
      width: '30%',
      edit: { kind: 'text', placeholder: 'Voyage name' },
    },
    {
      key: 'Description',
      title: 'Description',
      edit: { kind: 'text', placeholder: 'Description' },
    },
  ],
  exportName: 'voyages',
  audit: true,
};
