import { entities } from '@quaybook/contract';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.transporter,
  valid: (n) => ({ code: `TRK${n}`, name: `Haldia Road Carriers ${n}`, is_active: 1 }),
  echoed: ['code', 'name', 'is_active'],
  invalid: [
    { body: (v) => ({ ...v, code: '' }), field: 'code', message: 'Transporter code is required.' },
    { body: (v) => ({ ...v, name: 3 }), field: 'name', message: 'Transporter name must be text.' },
    {
      body: (v) => ({ ...v, is_active: 2 }),
      field: 'is_active',
      message: 'Active must be 1 (yes) or 0 (no).',
    },
  ],
};
