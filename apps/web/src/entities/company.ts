import { entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';
import { countryField, stateColumn, stateField } from './addressColumns';
import { PARTY_STATUS, statusColumn, statusField } from './statusColumn';
import { gstinField, panField, tanField, taxIdCheck } from './taxIdCheck';

/**
 * Companies (spec 001 §2.2). Every user reads them; only admins add and edit, since the contract
 * makes those calls admin-only, so others see the list read-only. The state decides GST on bills.
 */
export const companyList = listScreen(entities.company, {
  route: 'company',
  title: 'Company List',
  addMode: 'overlay',
  editMode: 'overlay',
  overlayTitles: { add: 'Add Company', edit: 'Edit Company' },
  columns: [
    { key: 'companyname', title: 'Company Name' },
    { key: 'company_address', title: 'Address' },
    { key: 'company_city', title: 'City' },
    stateColumn('company_stateid', 'company_state'),
    { key: 'company_pan', title: 'PAN' },
    { key: 'company_gst', title: 'GSTIN' },
    { key: 'company_tan', title: 'TAN' },
    statusColumn('company_is_active', PARTY_STATUS),
  ],
  fields: [
    { key: 'companyname', input: { kind: 'text', placeholder: 'Company name' } },
    { key: 'company_address', input: { kind: 'text', placeholder: 'Address' } },
    { key: 'company_city', input: { kind: 'text', placeholder: 'City' } },
    stateField('company_stateid', false),
    // Every company so far is Indian: asked for in the form, not worth a column.
    countryField('company_countryid'),
    panField('company_pan'),
    gstinField('company_gst'),
    tanField('company_tan'),
    statusField('company_is_active', PARTY_STATUS),
  ],
  check: taxIdCheck({
    pan: 'company_pan',
    gstin: 'company_gst',
    tan: 'company_tan',
    state: 'company_stateid',
  }),
  exportName: 'company_list',
});
