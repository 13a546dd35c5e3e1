import { z } from 'zod';
import { masterEntity } from './entity';
import { auditFields, chosenId, requiredText, rupees } from './fields';

/** What the line's EDI settings may hold, said the same on the form and by the server. */
export const LINK_PARTY_MESSAGES = {
  ediId: (label: string) =>
    `${label} may hold up to 35 letters, digits, spaces and . - / only (UNOA).`,
  carrierCode: 'Carrier code is the line’s BIC/SCAC code: 2 to 4 letters.',
  reportEmail: 'Report e-mail must be an e-mail address, such as edi@line.com.',
} as const;

const UNOA_ID = /^[A-Za-z0-9 .\-/]{1,35}$/;
const CARRIER_CODE = /^[A-Za-z]{2,4}$/;
// One address: a local part, @, and a domain with a dot; no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An optional setting: left out keeps the stored value; blank or null clears it; anything else
 * must match, upper-cased where the line's systems read codes in capitals.
 */
function setting(label: string, pattern: RegExp, message: string, upperCase: boolean) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .nullish()
    .refine((value) => !value || pattern.test(value), message)
    .transform((value) =>
      value === undefined ? undefined : value ? (upperCase ? value.toUpperCase() : value) : null,
    );
}

export const SHORT_NAME_TAKEN = 'Short name already exists. Please enter a unique short name.';

/** A party: one applicant with one account, known by a short name. */
export const linkPartyRow = z.object({
  autoid: z.number().int(),
  short_name: z.string(),
  applicantId: z.number().int(),
  accountId: z.number().int(),
  applicantname: z.string(),
  accountname: z.string(),
  /** Our id at the line (UNB sender, NAD MS) and the line's (UNB recipient, NAD MR). */
  edisenderid: z.string().nullable(),
  edirecipientid: z.string().nullable(),
  /** The line's BIC/SCAC carrier code (TDT, NAD CF). */
  carriercode: z.string().nullable(),
  /** Where reports e-mailed to the line go. */
  reportemail: z.string().nullable(),
  /** The line's labour rate for repairs, ₹ per hour; estimates price tariff hours with it. */
  labourrate: rupees('Labour rate').nullable(),
  companyid: z.number().int(),
  ...auditFields,
});
export type LinkPartyRow = z.infer<typeof linkPartyRow>;

export const linkPartyInput = z.object({
  short_name: requiredText('Short name', 50),
  applicantId: chosenId('Applicant', 'Please select an applicant.'),
  accountId: chosenId('Account', 'Please select an account.'),
  edisenderid: setting('EDI sender id', UNOA_ID, LINK_PARTY_MESSAGES.ediId('EDI sender id'), true),
  edirecipientid: setting(
    'EDI recipient id',
    UNOA_ID,
    LINK_PARTY_MESSAGES.ediId('EDI recipient id'),
    true,
  ),
  carriercode: setting('Carrier code', CARRIER_CODE, LINK_PARTY_MESSAGES.carrierCode, true),
  reportemail: setting('Report e-mail', EMAIL, LINK_PARTY_MESSAGES.reportEmail, false),
  /** ₹ per hour: left out keeps the stored rate, null clears it. */
  labourrate: rupees('Labour rate').nullish(),
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
