import { entities } from '@quaybook/contract';
import {
  CONTAINER_FORMAT_MESSAGE,
  containerCheckDigit,
  MANUFACTURE_YEAR_MESSAGE,
} from '@quaybook/domain';
import type { MasterCase } from '../support/masterCase';

/** A container number with a correct ISO 6346 check digit, different for every `n`. */
export function containerNumber(n: number, owner = 'MSCU'): string {
  const firstTen = `${owner}${String(n).padStart(6, '0')}`;
  return `${firstTen}${containerCheckDigit(firstTen)}`;
}

export const masterCase: MasterCase = {
  entity: entities.container,
  valid: (n) => ({
    contnumber: containerNumber(n),
    contsize: n % 2 === 0 ? 20 : 40,
    iso_code: n % 2 === 0 ? '22G1' : '45G1',
    conttype: n % 2 === 0 ? 'GP' : 'HC',
    TypeText: n % 2 === 0 ? "20' General Purpose" : "40' High Cube",
    construction: 'Steel',
    isotarewt: 2200 + n,
    isogrosswt: 30480,
    manufacture: '2019',
    is_soc: n % 3 === 0 ? 1 : 0,
  }),
  echoed: [
    'contnumber',
    'contsize',
    'iso_code',
    'conttype',
    'TypeText',
    'construction',
    'isotarewt',
    'isogrosswt',
    'manufacture',
    'is_soc',
  ],
  invalid: [
    {
      body: (v) => ({ ...v, contnumber: 'MSCU12345' }),
      field: 'contnumber',
      message: CONTAINER_FORMAT_MESSAGE,
    },
    {
      body: (v) => ({ ...v, contnumber: '  ' }),
      field: 'contnumber',
      message: 'Container number is required.',
    },
    {
      body: (v) => ({ ...v, contsize: 30 }),
      field: 'contsize',
      message: 'Container size must be 20 or 40.',
    },
    {
      body: (v) => ({ ...v, construction: 'Wood' }),
      field: 'construction',
      message: 'Construction must be Steel, Aluminium or FRP.',
    },
    {
      body: (v) => ({ ...v, isotarewt: -5 }),
      field: 'isotarewt',
      message: 'ISO tare weight cannot be negative.',
    },
    {
      body: (v) => ({ ...v, isogrosswt: 'heavy' }),
      field: 'isogrosswt',
      message: 'ISO gross weight must be a number.',
    },
    {
      body: (v) => ({ ...v, isogrosswt: -5 }),
      field: 'isogrosswt',
      message: 'ISO gross weight cannot be negative.',
    },
    {
      body: (v) => ({ ...v, manufacture: '2O3O' }),
      field: 'manufacture',
      message: MANUFACTURE_YEAR_MESSAGE,
    },
    {
      body: (v) => ({ ...v, is_soc: 2 }),
      field: 'is_soc',
      message: 'SOC must be 1 (yes) or 0 (no).',
    },
    {
      body: (v) => ({ ...v, iso_code: 'ZZ99' }),
      field: 'iso_code',
      message: 'ISO code ZZ99 is not in the ISO code list.',
    },
  ],
  audit: { createdBy: 'created_by', modifiedBy: 'last_modification_by' },
};
