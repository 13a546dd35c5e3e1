import { entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';
import { countryField, pinCheck, stateColumn, stateField } from './addressColumns';
import { PARTY_STATUS, statusColumn, statusField } from './statusColumn';
import { gstinField, panField, tanField, taxIdCheck } from './taxIdCheck';

const taxIds = taxIdCheck({
  pan: 'company_pan',
  gstin: 'company_gst',
  tan: 'company_tan',
  state: 'company_stateid',
});
const pin = pinCheck('company_pin');

/**
 * Companies (spec 001 §2.2). Every user reads them; only the group administrator adds them and
 * edits any, a company administrator edits their own company alone (the contract's access and
 * the server's rule), so others see the list read-only. The state decides GST on bills.
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
    { key: 'company_pin', title: 'PIN' },
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
    // The e-invoice's seller address needs it (SellerDtls.Pin).
    { key: 'company_pin', label: 'PIN', input: { kind: 'text', placeholder: '700001' } },
    stateField('company_stateid', false),
    // Every company so far is Indian: asked for in the form, not worth a column.
    countryField('company_countryid'),
    panField('company_pan'),
    gstinField('company_gst'),
    tanField('company_tan'),
    statusField('company_is_active', PARTY_STATUS),
  ],
  check: (values, lookup) => ({ ...taxIds(values, lookup), ...pin(values) }),
  mayChange: (row, session) => session.group_admin === true || row.companyid === session.company_id,
  exportName: 'company_list',
});
