import { type ApplicantRow, CONTAINER_IN_BILL, entities } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';
import { countryColumn, stateColumn } from './addressColumns';
import { taxIdCheck } from './taxIdCheck';

export const applicantList: EntityListDescriptor<ApplicantRow> = {
  title: 'Applicant List',
  wide: true,
  entity: entities.applicant,
  addMode: 'overlay',
  columns: [
    {
      key: 'applicantname',
      title: 'Applicant Name',
      formLabel: 'Name',
      width: 170,
      edit: { kind: 'text', placeholder: 'Applicant name' },
    },
    { key: 'address', title: 'Address', width: 170, edit: { kind: 'text' } },
    { key: 'city', title: 'City', width: 95, edit: { kind: 'text' } },
    stateColumn<ApplicantRow>('state_id', { name: 'state', width: 125 }),
    {
      key: 'pin',
      title: 'PIN',
      formLabel: 'PIN CODE',
      width: 85,
      edit: { kind: 'text', placeholder: 'PIN' },
    },
    countryColumn<ApplicantRow>('countryid', { name: 'country', width: 100 }),
    {
      key: 'pan_no',
      title: 'PAN',
      formLabel: 'PAN NO',
      width: 115,
      edit: { kind: 'text', placeholder: 'AAAPL1234C', upperCase: true },
    },
    {
      key: 'gst_no',
      title: 'GST',
      formLabel: 'GST NO',
      width: 145,
      edit: { kind: 'text', placeholder: '19AAAPL1234C1Z5', upperCase: true },
    },
    { key: 'phone', title: 'Phone', width: 125, edit: { kind: 'text' } },
    { key: 'email', title: 'Email', width: 170, edit: { kind: 'text', type: 'email' } },
    { key: 'website', title: 'Website', width: 130, edit: { kind: 'text' } },
    {
      key: 'bank_id',
      title: 'Bank',
      formOnly: true,
      edit: {
        kind: 'reference',
        list: 'banks',
        clearable: true,
      },
    },
    {
      key: 'isContInBill',
      title: 'Container is in bill',
      formOnly: true,
      edit: { kind: 'select', options: CONTAINER_IN_BILL, defaultValue: 0 },
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
};
