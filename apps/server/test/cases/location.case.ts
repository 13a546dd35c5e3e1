import { entities } from '@quaybook/contract';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.location,
  shared: true,
  valid: (n) => ({
    Name: `Khidirpur Empty Yard ${n}`,
    ShortName: `KEY${n}`,
    kind: n % 2 === 0 ? 'yard' : 'cfs',
    isArea: n % 2 === 0 ? 1 : 0,
    LocationCode: 'INCCU1',
    igmCode: `IGM${n}`,
    ZIMCode: `ZIM${n}`,
    YMLCode: `YML${n}`,
    OVA_Code: `OVA${n}`,
  }),
  echoed: [
    'Name',
    'ShortName',
    'kind',
    'isArea',
    'LocationCode',
    'igmCode',
    'ZIMCode',
    'YMLCode',
    'OVA_Code',
  ],
  invalid: [
    { body: (v) => ({ ...v, Name: ' ' }), field: 'Name', message: 'Location name is required.' },
    {
      body: (v) => ({ ...v, kind: 'warehouse' }),
      field: 'kind',
      message: 'Kind must be dock, yard, cfs, party or place.',
    },
    { body: (v) => ({ ...v, isArea: 2 }), field: 'isArea', message: 'Is Yard must be 0 or 1.' },
    {
      body: (v) => ({ ...v, ZIMCode: 'Z'.repeat(21) }),
      field: 'ZIMCode',
      message: 'ZIM code can be at most 20 characters.',
    },
  ],
};
