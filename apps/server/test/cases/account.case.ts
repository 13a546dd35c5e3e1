import { entities } from '@quaybook/contract';
import { GSTIN_PAN_MESSAGE, gstinMessage, PIN_MESSAGE, TAN_MESSAGE } from '@quaybook/domain';
import type { MasterCase } from '../support/masterCase';
import { INDIA, MAHARASHTRA, taxIdsFor } from './applicant.case';

export const masterCase: MasterCase = {
  entity: entities.account,
  valid: (n) => {
    const { pan, gstin } = taxIdsFor(n, '27', 'AABCE');
    return {
      accountname: `Evergreen Marine ${n}`,
      account_address: `${n} Ballard Estate`,
      account_city: 'Mumbai',
      account_stateid: MAHARASHTRA,
      account_countryid: INDIA,
      account_pin: '400001',
      account_pan: pan,
      account_gst: gstin,
      account_tan: `MUME${String(10000 + n).slice(-5)}B`,
      email: `billing${n}@evergreen.example.com`,
      account_is_active: 1,
    };
  },
  echoed: [
    'accountname',
    'account_address',
    'account_city',
    'account_stateid',
    'account_countryid',
    'account_pin',
    'account_pan',
    'account_gst',
    'account_tan',
    'email',
    'account_is_active',
  ],
  invalid: [
    {
      body: (v) => ({ ...v, accountname: '' }),
      field: 'accountname',
      message: 'Account name is required.',
    },
    { body: (v) => ({ ...v, account_pin: '40O0O1' }), field: 'account_pin', message: PIN_MESSAGE },
    {
      body: (v) => ({ ...v, account_tan: 'MUM12345B' }),
      field: 'account_tan',
      message: TAN_MESSAGE,
    },
    {
      body: (v) => ({ ...v, account_stateid: 19 }),
      field: 'account_gst',
      message: gstinMessage('state'),
    },
    {
      body: (v) => ({ ...v, account_pan: 'AABCE9999Z' }),
      field: 'account_gst',
      message: GSTIN_PAN_MESSAGE,
    },
    {
      body: (v) => ({ ...v, account_countryid: 1234 }),
      field: 'account_countryid',
      message: 'The chosen country does not exist.',
    },
    {
      body: (v) => ({ ...v, account_is_active: 2 }),
      field: 'account_is_active',
      message: 'Active must be 1 (active) or 0 (inactive).',
    },
  ],
  audit: { createdBy: 'created_by', modifiedBy: 'last_modified_by' },
};
