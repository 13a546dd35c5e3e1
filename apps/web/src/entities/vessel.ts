import { entities, type VesselRow } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

export const vesselList: EntityListDescriptor<VesselRow> = {
  title: 'Vessel List',
  entity: entities.vessel,
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
  exportName: 'vessels',
  audit: true,
};
