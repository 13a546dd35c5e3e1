import { z } from 'zod';
import { masterEntity } from './entity';
import { auditNameFields, optionalId, optionalText, requiredText, versionField } from './fields';
import { activeFlag, gstinText, optionalEmail, panText, pinText, tanText } from './partyFields';

export const accountRow = z.object({
  accountid: z.number().int(),
  accountname: z.string(),
  account_address: z.string().nullable(),
  account_city: z.string().nullable(),
  account_stateid: z.number().int().nullable(),
  account_state: z.string().nullable(),
  account_countryid: z.number().int().nullable(),
  account_country: z.string().nullable(),
  account_pin: z.string().nullable(),
  account_pan: z.string().nullable(),
  account_gst: z.string().nullable(),
  account_tan: z.string().nullable(),
  email: z.string().nullable(),
  account_is_active: z.number().int(),
  companyid: z.number().int(),
  created_by: z.number().int().nullable(),
  create_date: z.string().nullable(),
  last_modified_by: z.number().int().nullable(),
  last_modified_date: z.string().nullable(),
  ...auditNameFields,
  ...versionField,
});
export type AccountRow = z.infer<typeof accountRow>;

export const accountInput = z.object({
  accountname: requiredText('Account name', 150),
  account_address: optionalText('Address', 500),
  account_city: optionalText('City', 100),
  account_stateid: optionalId('State'),
  /** Names may come along with the ids; the server takes them from the ids. */
  account_state: optionalText('State name', 100),
  account_countryid: optionalId('Country'),
  account_country: optionalText('Country name', 100),
  account_pin: pinText('PIN code'),
  account_pan: panText(),
  account_gst: gstinText(),
  account_tan: tanText(),
  email: optionalEmail('Email'),
  account_is_active: activeFlag(),
});
export type AccountInput = z.input<typeof accountInput>;

/** Accounts (principals) are company data. */
export const account = masterEntity({
  label: 'Account',
  id: 'accountid',
  row: accountRow,
  input: accountInput,
  paths: {
    list: '/accounts/',
    create: '/createaccount/',
    update: '/update_account/{accountid}/',
  },
  unique: { field: 'accountname', message: 'Account name already exists.' },
  reference: { storageKey: 'accounts', label: 'accountname', placeholder: 'Select Account' },
  messages: {
    created: 'Account created successfully!',
    updated: 'Account updated successfully!',
    notFound: 'Account not found.',
    loadError: 'Error fetching accounts. Check console for details.',
    saveError: 'Error saving account. Check console for details.',
  },
});
