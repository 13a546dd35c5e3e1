import { api, type LinkPartyRow, SHORT_NAME_TAKEN } from '@quaybook/contract';
import type { EntityListDescriptor } from '../lists/descriptor';

export const linkPartyList: EntityListDescriptor<LinkPartyRow> = {
  title: 'Link Party List',
  entityName: 'Link Party',
  endpoints: api.linkParty,
  idKey: 'autoid',
  reference: 'linkParties',
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
      edit: { kind: 'reference', list: 'applicants', value: 'applicantid', label: 'applicantname' },
    },
    {
      key: 'accountId',
      title: 'Account Name',
      text: (row) => row.accountname,
      edit: { kind: 'reference', list: 'accounts', value: 'accountid', label: 'accountname' },
    },
  ],
  uniqueName: { key: 'short_name', message: SHORT_NAME_TAKEN },
  exportName: 'link_parties',
  audit: true,
  messages: {
    created: 'Link Party Created Successfully!',
    updated: 'Link Party Updated Successfully!',
    loadError: 'Error fetching link parties. Check console for details.',
    saveError: 'Error saving link party. Check console for details.',
  },
};
