import { entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';

export const portList = listScreen(entities.port, {
  route: 'port',
  title: 'Port List',
  columns: [
    { key: 'name', title: 'Port Name' },
    { key: 'description', title: 'Description' },
    { key: 'PortCode', title: 'Port Code' },
  ],
  fields: [
    { key: 'name', input: { kind: 'text', placeholder: 'Port name' } },
    { key: 'description', input: { kind: 'text' } },
    // A UN/LOCODE: country code and place, such as INCCU.
    { key: 'PortCode', input: { kind: 'text', placeholder: 'INCCU', upperCase: true } },
  ],
  exportName: 'port_list',
  audit: true,
});
