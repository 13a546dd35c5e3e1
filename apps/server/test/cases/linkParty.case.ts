import { api, SHORT_NAME_TAKEN } from '@quaybook/contract';
import { callFactories } from '../support/callFactories';
import type { MasterCase } from '../support/masterCase';

export const masterCase: MasterCase = {
  name: 'link party',
  endpoints: api.linkParty,
  idField: 'autoid',
  // An applicant and an account of the caller's company for the party to join.
  async arrange(context, user) {
    const make = callFactories(context);
    const applicant = await make.createApplicant(user);
    const account = await make.createAccount(user);
    return { applicant: applicant.id, account: account.id };
  },
  valid: (n, arranged) => ({
    short_name: `SEAHORSE-MSK ${n}`,
    applicantId: arranged.applicant,
    accountId: arranged.account,
  }),
  echoed: ['short_name', 'applicantId', 'accountId'],
  unique: { field: 'short_name', message: SHORT_NAME_TAKEN },
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
