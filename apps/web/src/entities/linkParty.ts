import { entities, type LinkPartyRow } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

export const linkPartyList: EntityListDescriptor<LinkPartyRow> = {
  title: 'Link Party List',
  entity: entities.linkParty,
  columns: [
    {
      key: 'short_name',
      title: 'Short Name',
      width: '24%',
      edit: { kind: 'text', placeholder: 'Short name' },
    },
    {
      key: 'applicantId',
      title: 'Applicant Name',
      text: (row) => row.applicantname,
      edit: { kind: 'reference', list: 'applicants' },
    },
    {
      key: 'accountId',
      title: 'Account Name',
      text: (row) => row.accountname,
      edit: { kind: 'reference', list: 'accounts' },
    },
  ],
  exportName: 'link_parties',
  audit: true,
};
