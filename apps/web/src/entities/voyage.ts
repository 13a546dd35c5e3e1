import { entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';

export const voyageList = listScreen(entities.voyage, {
  route: 'voyage',
  title: 'Voyage List',
  // Voyages grow every week a depot works: the list asks the server for the page shown.
  paging: 'server',
  columns: [
    { key: 'Name', title: 'Voyage Name' },
    { key: 'Description', title: 'Description' },
  ],
  fields: [
    { key: 'Name', input: { kind: 'text', placeholder: 'Voyage name' } },
    { key: 'Description', input: { kind: 'text', placeholder: 'Description' } },
  ],
  exportName: 'voyages',
  audit: true,
});
