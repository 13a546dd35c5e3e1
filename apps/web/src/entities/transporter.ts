import { entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';
import { PARTY_STATUS, statusColumn, statusField } from './statusColumn';

export const transporterList = listScreen(entities.transporter, {
  route: 'transporter',
  title: 'Transporter List',
  columns: [
    { key: 'code', title: 'Code' },
    { key: 'name', title: 'Transporter Name' },
    statusColumn('is_active', PARTY_STATUS),
  ],
  fields: [
    { key: 'code', input: { kind: 'text', placeholder: 'ASL001', upperCase: true } },
    { key: 'name', input: { kind: 'text', placeholder: 'Transporter name' } },
    statusField('is_active', PARTY_STATUS),
  ],
  exportName: 'transporters',
  audit: true,
});
