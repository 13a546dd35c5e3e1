import { api } from '@quaybook/contract';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  name: 'voyage',
  endpoints: api.voyage,
  idField: 'Voyageid',
  valid: (n) => ({ Name: `V${String(n).padStart(3, '0')}E`, Description: `Kolkata import ${n}` }),
  echoed: ['Name', 'Description'],
  unique: { field: 'Name', message: 'Voyage name already exists.' },
  invalid: [
    { body: (v) => ({ ...v, Name: '' }), field: 'Name', message: 'Voyage name is required.' },
  ],
};
