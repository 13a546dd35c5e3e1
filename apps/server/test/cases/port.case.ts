import { entities } from '@quaybook/contract';
import { UN_LOCODE_MESSAGE } from '@quaybook/domain';
import type { MasterCase } from '../support/masterCase';

// A UN/LOCODE of India no seeded port uses: INX followed by two letters from n.
const codeOf = (n: number) =>
  `INX${String.fromCharCode(65 + (Math.floor(n / 26) % 26))}${String.fromCharCode(65 + (n % 26))}`;

export const masterCase: MasterCase = {
  entity: entities.port,
  shared: true,
  valid: (n) => ({
    name: `Sagar ${n}`,
    description: `Sagar island berth ${n}`,
    PortCode: codeOf(n),
  }),
  echoed: ['name', 'description', 'PortCode'],
  invalid: [
    { body: (v) => ({ ...v, name: '' }), field: 'name', message: 'Port name is required.' },
    { body: (v) => ({ ...v, PortCode: 'INCCU1' }), field: 'PortCode', message: UN_LOCODE_MESSAGE },
    {
      body: (v) => ({ ...v, PortCode: 'XQABC' }),
      field: 'PortCode',
      message: "Port code must start with a country's code; XQ is not one.",
    },
    {
      body: (v) => ({ ...v, PortCode: 'INCCU' }),
      field: 'PortCode',
      message: 'Port code INCCU is already used by Kolkata.',
    },
  ],
};
