import { entities, LINK_PARTY_MESSAGES } from '@quaybook/contract';
import { factories } from '../support/factories';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  entity: entities.linkParty,
  // An applicant and an account of the caller's company for the party to join.
  async arrange(context, user) {
    const { applicant, account } = await factories(context).createParty(user);
    return { applicant: applicant.id, account: account.id };
  },
  valid: (n, arranged) => ({
    short_name: `SEAHORSE-MSK ${n}`,
    applicantId: arranged.applicant,
    accountId: arranged.account,
    edisenderid: `QUAYBOOK ${n}`,
    edirecipientid: 'MSCU/IN-01',
    carriercode: 'MSC',
    reportemail: `edi${n}@msc.com`,
    // ₹ per hour, as it travels.
    labourrate: 450 + n / 2,
  }),
  echoed: [
    'short_name',
    'applicantId',
    'accountId',
    'edisenderid',
    'edirecipientid',
    'carriercode',
    'reportemail',
    'labourrate',
  ],
  invalid: [
    {
      body: (v) => ({ ...v, edisenderid: "O'NEIL+CO" }),
      field: 'edisenderid',
      message: LINK_PARTY_MESSAGES.ediId('EDI sender id'),
    },
    {
      body: (v) => ({ ...v, edirecipientid: 'X'.repeat(36) }),
      field: 'edirecipientid',
      message: LINK_PARTY_MESSAGES.ediId('EDI recipient id'),
    },
    {
      body: (v) => ({ ...v, carriercode: 'M5C' }),
      field: 'carriercode',
      message: LINK_PARTY_MESSAGES.carrierCode,
    },
    {
      body: (v) => ({ ...v, reportemail: 'edi at msc.com' }),
      field: 'reportemail',
      message: LINK_PARTY_MESSAGES.reportEmail,
    },
    {
      body: (v) => ({ ...v, short_name: '' }),
      field: 'short_name',
      message: 'Short name is required.',
    },
    {
      body: (v) => ({ ...v, applicantId: 0 }),
      field: 'applicantId',
      message: 'Please select an applicant.',
    },
    {
      body: ({ accountId: _, ...v }) => v,
      field: 'accountId',
      message: 'Please select an account.',
    },
    {
      body: (v) => ({ ...v, applicantId: 'seahorse' }),
      field: 'applicantId',
      message: 'Applicant must be a number.',
    },
    {
      body: (v) => ({ ...v, accountId: 2_000_000 }),
      field: 'accountId',
      message: 'The chosen account is not one of your company’s accounts.',
    },
  ],
};
