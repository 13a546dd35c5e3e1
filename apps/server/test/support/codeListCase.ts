import type { entities } from '@quaybook/contract';
import type { MasterCase } from './masterCase';

/** The shared-suite case of one CEDEX code list; the three lists differ only in their label. */
export function codeListCase(entity: typeof entities.damage): MasterCase {
  const { label } = entity;
  return {
    entity,
    shared: true,
    valid: (n) => ({
      description: `${label} test ${n}`,
      shortName: `Z${n}`,
      isActive: n % 2,
    }),
    echoed: ['description', 'shortName', 'isActive'],
    invalid: [
      {
        body: (v) => ({ ...v, description: '' }),
        field: 'description',
        message: `${label} description is required.`,
      },
      {
        body: (v) => ({ ...v, shortName: '  ' }),
        field: 'shortName',
        message: 'Short name is required.',
      },
      {
        body: (v) => ({ ...v, isActive: 2 }),
        field: 'isActive',
        message: 'Status must be 0 (Active) or 1 (Inactive).',
      },
    ],
  };
}
