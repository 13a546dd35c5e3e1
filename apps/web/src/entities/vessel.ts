import { entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';

export const vesselList = listScreen(entities.vessel, {
  route: 'vessel',
  title: 'Vessel List',
  columns: [
    { key: 'Name', title: 'Vessel Name' },
    { key: 'Description', title: 'Description' },
    { key: 'txtColsign', title: 'Call Sign' },
  ],
  fields: [
    { key: 'Name', input: { kind: 'text', placeholder: 'Vessel name' } },
    { key: 'Description', input: { kind: 'text' } },
    { key: 'txtColsign', input: { kind: 'text', placeholder: 'Call sign', upperCase: true } },
  ],
  exportName: 'vessels',
  audit: true,
});
