import { entities, type PortRow } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

export const portList: EntityListDescriptor<PortRow> = {
  title: 'Port List',
  entity: entities.port,
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
  exportName: 'port_list',
  audit: true,
};
