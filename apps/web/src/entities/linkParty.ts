import { entities } from '@quaybook/contract';
import { formatRupees } from '@quaybook/domain';
import { listScreen } from '../lists/listScreen';

export const linkPartyList = listScreen(entities.linkParty, {
  route: 'linkparty',
  title: 'Link Party List',
  columns: [
    { key: 'short_name', title: 'Short Name' },
    { key: 'applicantId', title: 'Applicant Name', text: (row) => row.applicantname },
    { key: 'accountId', title: 'Account Name', text: (row) => row.accountname },
    { key: 'edisenderid', title: 'EDI Sender Id' },
    { key: 'edirecipientid', title: 'EDI Recipient Id' },
    { key: 'carriercode', title: 'Carrier Code' },
    { key: 'reportemail', title: 'Report E-mail' },
    {
      key: 'labourrate',
      title: 'Labour Rate (₹/h)',
      align: 'right',
      text: (row) => (row.labourrate === null ? '' : formatRupees(row.labourrate)),
    },
  ],
  fields: [
    { key: 'short_name', input: { kind: 'text', placeholder: 'Short name' } },
    { key: 'applicantId', input: { kind: 'reference', list: 'applicants' } },
    { key: 'accountId', input: { kind: 'reference', list: 'accounts' } },
    {
      key: 'edisenderid',
      input: { kind: 'text', upperCase: true, placeholder: 'Our id at the line' },
    },
    {
      key: 'edirecipientid',
      input: { kind: 'text', upperCase: true, placeholder: 'The line’s id' },
    },
    { key: 'carriercode', input: { kind: 'text', upperCase: true, placeholder: 'e.g. MSK' } },
    { key: 'reportemail', input: { kind: 'text', placeholder: 'edi@line.com' } },
    { key: 'labourrate', input: { kind: 'money', clearable: true } },
  ],
  exportName: 'link_parties',
  audit: true,
});
