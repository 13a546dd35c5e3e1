import { entities } from '@quaybook/contract';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.vessel,
  valid: (n) => ({
    Name: `MSC RUBY ${n}`,
    Description: `Feeder call ${n}`,
    txtColsign: `3FRU${n}`,
  }),
  echoed: ['Name', 'Description', 'txtColsign'],
  invalid: [
    { body: (v) => ({ ...v, Name: '  ' }), field: 'Name', message: 'Vessel name is required.' },
    { body: (v) => ({ ...v, Name: 7 }), field: 'Name', message: 'Vessel name must be text.' },
    {
      body: (v) => ({ ...v, txtColsign: 'X'.repeat(21) }),
      field: 'txtColsign',
      message: 'Call sign can be at most 20 characters.',
    },
  ],
};
