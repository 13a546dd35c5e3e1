import { api, type PortRow } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

export const portList: EntityListDescriptor<PortRow> = {
  title: 'Port List',
  entityName: 'Port',
  endpoints: api.port,
  idKey: 'portid',
  reference: 'ports',
  columns: [
    {
      key: 'name',
      title: 'Port Name',
      width: '30%',
      edit: { kind: 'text', placeholder: 'Port name' },
    },
    { key: 'description', title: 'Description', edit: { kind: 'text' } },
    {
      key: 'PortCode',
      title: 'Port Code',
      width: 130,
      // A UN/LOCODE: country code and place, such as INCCU.
      edit: { kind: 'text', placeholder: 'INCCU', upperCase: true },
    },
  ],
  uniqueName: { key: 'name', message: 'Port name already exists.' },
  exportName: 'port_list',
  audit: true,
  messages: {
    created: 'Port Created Successfully!',
    updated: 'Port Updated Successfully!',
    loadError: 'Error fetching port list. Check console for details.',
    saveError: 'Error saving port. Check console for details.',
  },
};
