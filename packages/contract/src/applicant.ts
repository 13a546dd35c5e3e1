import { z } from 'zod';
import { masterEntity } from './entity';
import { auditNameFields, optionalId, optionalText, requiredText, versionField } from './fields';
import { activeFlag, gstinText, optionalEmail, panText, pinText } from './partyFields';

/** Where container numbers appear on the applicant's bills (spec 000 §3). */
export const CONTAINER_IN_BILL = [
  { value: 0, label: 'No Container No' },
  { value: 1, label: 'Container no In bill End' },
  { value: 2, label: 'Single Container no In Report' },
  { value: 3, label: 'Container no In Report End' },
] as const;

export const applicantRow = z.object({
  applicantid: z.number().int(),
  applicantname: z.string(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  /** The state's id, its GST code as a number; the state decides CGST+SGST or IGST on bills. */
  state_id: z.number().int().nullable(),
  state: z.string().nullable(),
  pin: z.string().nullable(),
  countryid: z.number().int().nullable(),
  country: z.string().nullable(),
  pan_no: z.string().nullable(),
  gst_no: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  is_active: z.number().int(),
  /** 0 when no bank is chosen. */
  bank_id: z.number().int(),
  isContInBill: z.number().int(),
  companyid: z.number().int(),
  created_by: z.number().int().nullable(),
  create_date: z.string().nullable(),
  last_modified_by: z.number().int().nullable(),
  last_modified_date: z.string().nullable(),
  ...auditNameFields,
  ...versionField,
});
export type ApplicantRow = z.infer<typeof applicantRow>;

export const applicantInput = z.object({
  applicantname: requiredText('Applicant name', 150),
  address: optionalText('Address', 500),
  city: optionalText('City', 100),
  state_id: optionalId('State'),
  /** The old client sends the state's and country's names too; the server takes them from the ids. */
  state: optionalText('State name', 100),
  pin: pinText('PIN code'),
  countryid: optionalId('Country'),
  country: optionalText('Country name', 100),
  pan_no: panText(),
  gst_no: gstinText(),
  phone: optionalText('Phone', 30),
  email: optionalEmail('Email'),
  website: optionalText('Website', 200),
  /** 0, the spec's default, means no bank. */
  bank_id: optionalId('Bank'),
  isContInBill: z
    .union(
      CONTAINER_IN_BILL.map((option) => z.literal(option.value)),
      { error: 'Container in bill must be 0, 1, 2 or 3.' },
    )
    .default(0),
  is_active: activeFlag(),
});
export type ApplicantInput = z.input<typeof applicantInput>;

/** Applicants are company data. */
export const applicant = masterEntity({
  label: 'Applicant',
  id: 'applicantid',
  row: applicantRow,
  input: applicantInput,
  paths: {
    list: '/applicant_list/',
    create: '/createapplicant/',
    update: '/update_applicant/{applicantid}',
  },
  unique: { field: 'applicantname', message: 'Applicant name already exists.' },
  reference: { storageKey: 'applicants', label: 'applicantname', placeholder: 'Select Applicant' },
  messages: {
    created: 'Applicant Created Successfully!',
    updated: 'Applicant Updated Successfully!',
    notFound: 'Applicant not found.',
    loadError: 'Error fetching applicant list. Check console for details.',
    saveError: 'Error saving applicant. Check console for details.',
  },
});
