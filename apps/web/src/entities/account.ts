import { type AccountRow, entities } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';
import { countryColumn, stateColumn } from './addressColumns';
import { PARTY_STATUS, statusColumn } from './statusColumn';
import { taxIdCheck } from './taxIdCheck';

export const accountList: EntityListDescriptor<AccountRow> = {
  title: 'Account List',
  entity: entities.account,
  // The account has more fields than a row shows comfortably: added in an overlay, edited in the
  // row (spec 001 §2.3).
  addMode: 'overlay',
  wide: true,
  columns: [
    {
      key: 'accountname',
      title: 'Account Name',
      width: 200,
      edit: { kind: 'text', placeholder: 'Account name' },
    },
    { key: 'account_address', title: 'Address', width: 210, edit: { kind: 'text' } },
    { key: 'account_city', title: 'City', width: 110, edit: { kind: 'text' } },
    stateColumn<AccountRow>('account_stateid', { name: 'account_state', width: 140 }),
    { key: 'account_pin', title: 'PIN', width: 96, edit: { kind: 'text', placeholder: 'PIN' } },
    countryColumn<AccountRow>('account_countryid', { name: 'account_country', width: 124 }),
    {
      key: 'account_pan',
      title: 'PAN',
      width: 132,
      edit: { kind: 'text', placeholder: 'AAAPL1234C', upperCase: true },
    },
    {
      key: 'account_gst',
      title: 'GSTIN',
      width: 180,
      edit: { kind: 'text', placeholder: '19AAAPL1234C1Z5', upperCase: true },
    },
    {
      key: 'account_tan',
      title: 'TAN',
      width: 132,
      edit: { kind: 'text', placeholder: 'CALA12345B', upperCase: true },
    },
    { key: 'email', title: 'Email', width: 170, edit: { kind: 'text', type: 'email' } },
    statusColumn<AccountRow>('account_is_active', PARTY_STATUS, 100),
  ],
  // The server's PAN, GSTIN and TAN rules, so a typo shows before the save is sent.
  check: taxIdCheck({
    pan: 'account_pan',
    gstin: 'account_gst',
    tan: 'account_tan',
    state: 'account_stateid',
  }),
  exportName: 'account_list',
};
