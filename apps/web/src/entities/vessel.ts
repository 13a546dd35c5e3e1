import { api, type VesselRow } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

export const vesselList: EntityListDescriptor<VesselRow> = {
  title: 'Vessel List',
  entityName: 'Vessel',
  endpoints: api.vessel,
  idKey: 'Vesselid',
  reference: 'vessels',
  columns: [
    {
      key: 'Name',
      title: 'Vessel Name',
      width: '30%',
      edit: { kind: 'text', placeholder: 'Vessel name' },
    },
    { key: 'Description', title: 'Description', edit: { kind: 'text' } },
    {
      key: 'txtColsign',
      title: 'Call Sign',
      width: 140,
      edit: { kind: 'text', placeholder: 'Call sign', upperCase: true },
    },
  ],
  uniqueName: { key: 'Name', message: 'Vessel name already exists.' },
  exportName: 'vessels',
  audit: true,
  messages: {
    created: 'Vessel created successfully!',
    updated: 'Vessel updated successfully!',
    loadError: 'Error fetching vessel list. Check console for details.',
    saveError: 'Error saving vessel. Check console for details.',
  },
};
