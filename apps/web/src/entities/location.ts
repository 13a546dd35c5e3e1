import { entities, LOCATION_KINDS, type LocationKind, type LocationRow } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

const KIND_LABELS: Record<LocationKind, string> = {
  dock: 'Dock',
  yard: 'Yard',
  cfs: 'CFS',
  party: 'Party',
  place: 'Place',
};

const code = (
  key: 'LocationCode' | 'igmCode' | 'ZIMCode' | 'YMLCode' | 'OVA_Code',
  title: string,
) => ({ key, title, width: 88, edit: { kind: 'text', upperCase: true } }) as const;

export const locationList: EntityListDescriptor<LocationRow> = {
  title: 'Location List',
  entity: entities.location,
  columns: [
    {
      key: 'Name',
      title: 'Location Name',
      edit: { kind: 'text', placeholder: 'Location name' },
    },
    { key: 'ShortName', title: 'Short Name', width: 100, edit: { kind: 'text' } },
    {
      key: 'kind',
      title: 'Kind',
      width: 100,
      text: (row) => KIND_LABELS[row.kind],
      edit: {
        kind: 'select',
        options: LOCATION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
        defaultValue: 'place',
      },
    },
    {
      key: 'isArea',
      title: 'Is Yard',
      width: 76,
      text: (row) => (row.isArea === 1 ? 'Yes' : 'No'),
      edit: { kind: 'checkbox', on: 1, off: 0 },
    },
    code('LocationCode', 'Location Code'),
    code('igmCode', 'IGM Code'),
    code('ZIMCode', 'ZIM Code'),
    code('YMLCode', 'YML Code'),
    code('OVA_Code', 'OVA Code'),
  ],
  exportName: 'location_data',
};
