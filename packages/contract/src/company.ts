import { z } from 'zod';
import { endpoint } from './endpoint';
import { entity } from './entity';
import { auditFields, editedVersion, idParam, optionalText, requiredText } from './fields';
import { activeFlag, gstinText, panText, pinText, tanText } from './partyFields';

/** A company: the GST-registered tenant every business row belongs to. */
export const companyRow = z.object({
  companyid: z.number().int(),
  companyname: z.string(),
  company_address: z.string().nullable(),
  company_city: z.string().nullable(),
  company_pin: z
    .string()
    .nullable()
    .describe(
      "The 6-digit PIN code of the company's address: its GST e-invoice (SellerDtls.Pin) needs it.",
    ),
  /** The state's id, which is its GST code as a number; the state decides GST on bills. */
  company_stateid: z.number().int().nullable(),
  company_state: z.string().nullable(),
  company_countryid: z.number().int().nullable(),
  company_country: z.string().nullable(),
  company_pan: z.string().nullable(),
  company_gst: z.string().nullable(),
  company_tan: z.string().nullable(),
  /** 1 active, 0 inactive: users of an inactive company cannot sign in. */
  company_is_active: z.number().int(),
  ...auditFields,
});
export type CompanyRow = z.infer<typeof companyRow>;

const STATE_REQUIRED = 'State is required.';

export const companyInput = z.object({
  companyname: requiredText('Company name', 150),
  company_address: optionalText('Address', 500),
  company_city: optionalText('City', 100),
  /** Without it the company's bills cannot be made into e-invoices. */
  company_pin: pinText(),
  company_stateid: z
    .number({ error: STATE_REQUIRED })
    .int(STATE_REQUIRED)
    .positive(STATE_REQUIRED)
    .max(99, 'State is not known.'),
  /** 0, the list's 'Select Country' entry, means none. */
  company_countryid: z
    .number({ error: 'Country must be a number.' })
    .int('Country must be a number.')
    .min(0, 'Country is not known.')
    .max(999, 'Country is not known.')
    .nullish()
    .transform((value) => (value ? value : null)),
  // How these fit each other and the chosen state is the server's check (taxIdProblems).
  company_pan: panText(),
  company_gst: gstinText(),
  company_tan: tanText(),
  company_is_active: activeFlag(),
});
export type CompanyInput = z.input<typeof companyInput>;

/** What a company administrator changing another company is told (HTTP 403). */
export const COMPANY_REFUSALS = {
  otherCompany: 'You can change only your own company.',
};

/**
 * Any signed-in user reads the companies; only the group administrator adds one, and changes any;
 * a company administrator changes only their own (COMPANY_REFUSALS).
 */
export const company = entity({
  label: 'Company',
  id: 'companyid',
  endpoints: {
    list: endpoint({ method: 'GET', path: '/company_list', data: z.array(companyRow) }),
    create: endpoint({
      method: 'POST',
      path: '/create_company',
      idempotent: true,
      access: 'group',
      body: companyInput,
      data: companyRow,
    }),
    update: endpoint({
      method: 'PUT',
      path: '/update_company/{companyid}',
      access: 'admin',
      params: z.object({ companyid: idParam('Company id') }),
      body: companyInput.extend(editedVersion),
      data: companyRow,
    }),
  },
  unique: { field: 'companyname', message: 'Company name already exists.' },
  reference: { storageKey: 'companies', label: 'companyname', placeholder: 'Select Company' },
  messages: {
    created: 'Company created successfully!',
    updated: 'Company updated successfully!',
    notFound: 'Company not found.',
    loadError: 'Error fetching company list. Please try again later.',
    saveError: 'Error saving company. Please try again.',
  },
});
