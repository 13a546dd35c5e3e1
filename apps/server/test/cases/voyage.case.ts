import { entities } from '@quaybook/contract';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.voyage,
  valid: (n) => ({ Name: `V${String(n).padStart(3, '0')}E`, Description: `Kolkata import ${n}` }),
  echoed: ['Name', 'Description'],
  invalid: [
    { body: (v) => ({ ...v, Name: '' }), field: 'Name', message: 'Voyage name is required.' },
  ],
};
