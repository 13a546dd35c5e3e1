import { entities } from '@quaybook/contract';
import { gstinCheckCharacter, gstinMessage, PAN_MESSAGE, PIN_MESSAGE } from '@quaybook/domain';
import type { MasterCase } from '../support/masterCase';

/** A PAN, and a GSTIN of that PAN registered in the state with GST code `state`. */
export function taxIdsFor(n: number, state = '19', holder = 'AAACM') {
  const pan = `${holder}${String(1000 + n).padStart(4, '0')}K`;
  const first14 = `${state}${pan}1Z`;
  return { pan, gstin: `${first14}${gstinCheckCharacter(first14)}` };
}

export const WEST_BENGAL = 19;
export const MAHARASHTRA = 27;
export const INDIA = 356;

export const masterCase: MasterCase = {
  entity: entities.applicant,
  valid: (n) => {
    const { pan, gstin } = taxIdsFor(n);
    return {
      applicantname: `Hooghly Shipping Agency ${n}`,
      address: `${n} Strand Road`,
      city: 'Kolkata',
      state_id: WEST_BENGAL,
      state: 'West Bengal',
      pin: '700001',
      countryid: INDIA,
      country: 'India',
      pan_no: pan,
      gst_no: gstin,
      phone: '+91 33 2230 0000',
      email: `accounts${n}@hooghly.example.in`,
      website: 'https://hooghly.example.in',
      bank_id: 1,
      isContInBill: n % 4,
    };
  },
  echoed: [
    'applicantname',
    'address',
    'city',
    'state_id',
    'state',
    'pin',
    'countryid',
    'country',
    'pan_no',
    'gst_no',
    'phone',
    'email',
    'website',
    'bank_id',
    'isContInBill',
  ],
  invalid: [
    {
      body: (v) => ({ ...v, applicantname: ' ' }),
      field: 'applicantname',
      message: 'Applicant name is required.',
    },
    { body: (v) => ({ ...v, pan_no: 'AAAC1234K' }), field: 'pan_no', message: PAN_MESSAGE },
    { body: (v) => ({ ...v, pin: '40O0O1' }), field: 'pin', message: PIN_MESSAGE },
    {
      body: (v) => ({ ...v, state_id: MAHARASHTRA }),
      field: 'gst_no',
      message: gstinMessage('state'),
    },
    {
      body: (v) => ({ ...v, gst_no: `${String(v.gst_no).slice(0, 14)}0` }),
      field: 'gst_no',
      message: gstinMessage('checksum'),
    },
    {
      body: (v) => ({ ...v, gst_no: '19AAACM1234' }),
      field: 'gst_no',
      message: gstinMessage('format'),
    },
    {
      body: (v) => ({ ...v, email: 'accounts at hooghly' }),
      field: 'email',
      message: 'Email must be an e-mail address like accounts@example.in.',
    },
    {
      body: (v) => ({ ...v, isContInBill: 4 }),
      field: 'isContInBill',
      message: 'Container in bill must be 0, 1, 2 or 3.',
    },
    {
      body: (v) => ({ ...v, state_id: 98 }),
      field: 'state_id',
      message: 'The chosen state does not exist.',
    },
    {
      body: (v) => ({ ...v, bank_id: 9999 }),
      field: 'bank_id',
      message: 'The chosen bank does not exist.',
    },
  ],
  audit: { createdBy: 'created_by', modifiedBy: 'last_modified_by' },
};
