import { api, type VoyageRow } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

export const voyageList: EntityListDescriptor<VoyageRow> = {
  title: 'Voyage List',
  entityName: 'Voyage',
  endpoints: api.voyage,
  idKey: 'Voyageid',
  reference: 'voyages',
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
  uniqueName: { key: 'Name', message: 'Voyage name already exists.' },
  exportName: 'voyages',
  audit: true,
  messages: {
    created: 'Voyage created successfully!',
    updated: 'Voyage updated successfully!',
    loadError: 'Error fetching voyage list. Check console for details.',
    saveError: 'Error saving voyage. Please try again.',
  },
};
