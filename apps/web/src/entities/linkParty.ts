import { entities } from '@quaybook/contract';
import { listScreen } from '../lists/listScreen';

export const linkPartyList = listScreen(entities.linkParty, {
  route: 'linkparty',
  title: 'Link Party List',
  columns: [
    { key: 'short_name', title: 'Short Name' },
    { key: 'applicantId', title: 'Applicant Name', text: (row) => row.applicantname },
    { key: 'accountId', title: 'Account Name', text: (row) => row.accountname },
  ],
  fields: [
    { key: 'short_name', input: { kind: 'text', placeholder: 'Short name' } },
    { key: 'applicantId', input: { kind: 'reference', list: 'applicants' } },
    { key: 'accountId', input: { kind: 'reference', list: 'accounts' } },
  ],
  exportName: 'link_parties',
  audit: true,
});
