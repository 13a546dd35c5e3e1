import { type CompanyRow, entities } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';
import { countryColumn, stateColumn } from './addressColumns';
import { PARTY_STATUS, statusColumn } from './statusColumn';
import { taxIdCheck } from './taxIdCheck';

/**
 * Companies (spec 001 §2.2). Every user reads them; only admins add and edit, since the contract
 * makes those calls admin-only, so others see the list read-only. The state decides GST on bills.
 */
export const companyList: EntityListDescriptor<CompanyRow> = {
  title: 'Company List',
  entity: entities.company,
  addMode: 'overlay',
  editMode: 'overlay',
  overlayTitles: { add: 'Add Company', edit: 'Edit Company' },
  columns: [
    {
      key: 'companyname',
      title: 'Company Name',
      width: 190,
      edit: { kind: 'text', placeholder: 'Company name' },
    },
    { key: 'company_address', title: 'Address', edit: { kind: 'text', placeholder: 'Address' } },
    {
      key: 'company_city',
      title: 'City',
      width: 100,
      edit: { kind: 'text', placeholder: 'City' },
    },
    stateColumn<CompanyRow>('company_stateid', {
      name: 'company_state',
      width: 120,
      clearable: false,
    }),
    // Every company so far is Indian: asked for in the form, not worth a column.
    countryColumn<CompanyRow>('company_countryid', { name: 'company_country', formOnly: true }),
    {
      key: 'company_pan',
      title: 'PAN',
      width: 108,
      edit: { kind: 'text', placeholder: 'AAAPL1234C', upperCase: true },
    },
    {
      key: 'company_gst',
      title: 'GSTIN',
      width: 150,
      edit: { kind: 'text', placeholder: '19AAAPL1234C1Z5', upperCase: true },
    },
    {
      key: 'company_tan',
      title: 'TAN',
      width: 108,
      edit: { kind: 'text', placeholder: 'CALA12345B', upperCase: true },
    },
    statusColumn<CompanyRow>('company_is_active', PARTY_STATUS, 84),
  ],
  check: taxIdCheck({
    pan: 'company_pan',
    gstin: 'company_gst',
    tan: 'company_tan',
    state: 'company_stateid',
  }),
  exportName: 'company_list',
};
