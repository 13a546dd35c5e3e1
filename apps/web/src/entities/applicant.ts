import { CONTAINER_IN_BILL, entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';
import {
  countryColumn,
  countryField,
  PARTY_COUNTRY,
  PARTY_STATE,
  stateColumn,
  stateField,
} from './addressColumns';
import { gstinField, panField, taxIdCheck } from './taxIdCheck';

export const applicantList = listScreen(entities.applicant, {
  route: 'applicant',
  title: 'Applicant List',
  addMode: 'overlay',
  columns: [
    { key: 'applicantname', title: 'Applicant Name' },
    { key: 'address', title: 'Address' },
    { key: 'city', title: 'City' },
    stateColumn('state_id', 'state'),
    { key: 'pin', title: 'PIN' },
    countryColumn('countryid', 'country'),
    { key: 'pan_no', title: 'PAN' },
    { key: 'gst_no', title: 'GST' },
    { key: 'phone', title: 'Phone' },
    { key: 'email', title: 'Email' },
    { key: 'website', title: 'Website' },
  ],
  // The overlay's labels are the spec's ('PIN CODE', 'PAN NO'); the row's are the columns'.
  fields: [
    {
      key: 'applicantname',
      label: 'Name',
      input: { kind: 'text', placeholder: 'Applicant name' },
    },
    { key: 'address', input: { kind: 'text' } },
    { key: 'city', input: { kind: 'text' } },
    stateField('state_id', true, PARTY_STATE),
    { key: 'pin', label: 'PIN CODE', input: { kind: 'text', placeholder: 'PIN' } },
    countryField('countryid', PARTY_COUNTRY),
    panField('pan_no', 'PAN NO'),
    gstinField('gst_no', 'GST NO'),
    { key: 'phone', input: { kind: 'text' } },
    { key: 'email', input: { kind: 'text', type: 'email' } },
    { key: 'website', input: { kind: 'text' } },
    {
      key: 'bank_id',
      label: 'Bank',
      input: { kind: 'reference', list: 'banks', clearable: true },
    },
    {
      key: 'isContInBill',
      label: 'Container is in bill',
      input: { kind: 'select', options: CONTAINER_IN_BILL, defaultValue: 0 },
    },
  ],
  // The create call also carries the state's and country's names, as the old client sent them.
  derive: {
    fills: ['state', 'country'],
    onChange: (key, values, lookup) => {
      if (key === 'state_id')
        return { state: lookup('states', values.state_id)?.stateName ?? null };
      if (key === 'countryid')
        return { country: lookup('countries', values.countryid)?.CountryName ?? null };
      return undefined;
    },
  },
  // The server checks the same; here the user learns it before the call.
  check: taxIdCheck({ pan: 'pan_no', gstin: 'gst_no', state: 'state_id' }),
  exportName: 'applicant_data',
});
