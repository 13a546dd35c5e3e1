import { entities, LOCATION_KINDS, type LocationKind } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';

const KIND_LABELS: Record<LocationKind, string> = {
  dock: 'Dock',
  yard: 'Yard',
  cfs: 'CFS',
  party: 'Party',
  place: 'Place',
};

type CodeKey = 'LocationCode' | 'igmCode' | 'ZIMCode' | 'YMLCode' | 'OVA_Code';
const CODES: [CodeKey, string][] = [
  ['LocationCode', 'Location Code'],
  ['igmCode', 'IGM Code'],
  ['ZIMCode', 'ZIM Code'],
  ['YMLCode', 'YML Code'],
  ['OVA_Code', 'OVA Code'],
];

export const locationList = listScreen(entities.location, {
  route: 'location',
  title: 'Location List',
  columns: [
    { key: 'Name', title: 'Location Name' },
    { key: 'ShortName', title: 'Short Name' },
    { key: 'kind', title: 'Kind', text: (row) => KIND_LABELS[row.kind] },
    {
      key: 'isArea',
      title: 'Is Yard',
      text: (row) => (row.isArea === 1 ? 'Yes' : 'No'),
    },
    ...CODES.map(([key, title]) => ({ key, title })),
  ],
  fields: [
    { key: 'Name', input: { kind: 'text', placeholder: 'Location name' } },
    { key: 'ShortName', input: { kind: 'text' } },
    {
      key: 'kind',
      input: {
        kind: 'select',
        options: LOCATION_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] })),
        defaultValue: 'place',
      },
    },
    { key: 'isArea', input: { kind: 'checkbox', on: 1, off: 0 } },
    ...CODES.map(([key]) => ({ key, input: { kind: 'text', upperCase: true } as const })),
  ],
  exportName: 'location_data',
});
