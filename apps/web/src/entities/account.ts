import { entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';
import {
  countryColumn,
  countryField,
  PARTY_COUNTRY,
  PARTY_STATE,
  stateColumn,
  stateField,
} from './addressColumns';
import { PARTY_STATUS, statusColumn, statusField } from './statusColumn';
import { gstinField, panField, tanField, taxIdCheck } from './taxIdCheck';

export const accountList = listScreen(entities.account, {
  route: 'account',
  title: 'Account List',
  // The account has more fields than a row shows comfortably: added in an overlay, edited in the
  // row (spec 001 §2.3).
  addMode: 'overlay',
  columns: [
    { key: 'accountname', title: 'Account Name' },
    { key: 'account_address', title: 'Address' },
    { key: 'account_city', title: 'City' },
    stateColumn('account_stateid', 'account_state'),
    { key: 'account_pin', title: 'PIN' },
    countryColumn('account_countryid', 'account_country'),
    { key: 'account_pan', title: 'PAN' },
    { key: 'account_gst', title: 'GSTIN' },
    { key: 'account_tan', title: 'TAN' },
    { key: 'email', title: 'Email' },
    statusColumn('account_is_active', PARTY_STATUS),
  ],
  fields: [
    { key: 'accountname', input: { kind: 'text', placeholder: 'Account name' } },
    { key: 'account_address', input: { kind: 'text' } },
    { key: 'account_city', input: { kind: 'text' } },
    stateField('account_stateid', true, PARTY_STATE),
    { key: 'account_pin', input: { kind: 'text', placeholder: 'PIN' } },
    countryField('account_countryid', PARTY_COUNTRY),
    panField('account_pan'),
    gstinField('account_gst'),
    tanField('account_tan'),
    { key: 'email', input: { kind: 'text', type: 'email' } },
    statusField('account_is_active', PARTY_STATUS),
  ],
  // The server's PAN, GSTIN and TAN rules, so a typo shows before the save is sent.
  check: taxIdCheck({
    pan: 'account_pan',
    gstin: 'account_gst',
    tan: 'account_tan',
    state: 'account_stateid',
  }),
  exportName: 'account_list',
});
