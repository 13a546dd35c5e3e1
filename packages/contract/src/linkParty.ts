import { z } from 'zod';
import { masterEntity } from './entity';
import { auditFields, chosenId, requiredText } from './fields';

export const SHORT_NAME_TAKEN = 'Short name already exists. Please enter a unique short name.';

/** A party: one applicant with one account, known by a short name. */
export const linkPartyRow = z.object({
  autoid: z.number().int(),
  short_name: z.string(),
  applicantId: z.number().int(),
  accountId: z.number().int(),
  applicantname: z.string(),
  accountname: z.string(),
  companyid: z.number().int(),
  ...auditFields,
});
export type LinkPartyRow = z.infer<typeof linkPartyRow>;

export const linkPartyInput = z.object({
  short_name: requiredText('Short name', 50),
  applicantId: chosenId('Applicant', 'Please select an applicant.'),
  accountId: chosenId('Account', 'Please select an account.'),
});
export type LinkPartyInput = z.input<typeof linkPartyInput>;

/** Link parties are company data; both halves must belong to the caller's company. */
export const linkParty = masterEntity({
  label: 'Link Party',
  id: 'autoid',
  row: linkPartyRow,
  input: linkPartyInput,
  paths: {
    list: '/linkParties',
    create: '/createpartylink',
    update: '/updatepartylink/{autoid}',
  },
  unique: { field: 'short_name', message: SHORT_NAME_TAKEN },
  reference: { storageKey: 'linkParties', label: 'short_name', placeholder: 'Select Party' },
  messages: {
    created: 'Link Party Created Successfully!',
    updated: 'Link Party Updated Successfully!',
    notFound: 'Link party not found.',
    loadError: 'Error fetching link parties. Check console for details.',
    saveError: 'Error saving link party. Check console for details.',
  },
});
