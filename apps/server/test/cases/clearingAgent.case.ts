import { entities } from '@quaybook/contract';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.clearingAgent,
  valid: (n) => ({ name: `Kolkata Customs Brokers ${n}`, licence_no: `CB/KOL/${n}`, is_active: 1 }),
  echoed: ['name', 'licence_no', 'is_active'],
  invalid: [
    {
      body: (v) => ({ ...v, name: ' ' }),
      field: 'name',
      message: 'Clearing agent name is required.',
    },
    {
      body: (v) => ({ ...v, licence_no: 'X'.repeat(31) }),
      field: 'licence_no',
      message: 'Licence number can be at most 30 characters.',
    },
  ],
};
