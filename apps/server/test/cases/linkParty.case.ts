import { entities } from '@quaybook/contract';
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
  }),
  echoed: ['short_name', 'applicantId', 'accountId'],
  invalid: [
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
