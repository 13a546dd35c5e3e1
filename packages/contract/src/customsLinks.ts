import { z } from 'zod';
import { endpoint } from './endpoint';
import { entity } from './entity';
import {
  auditFields,
  chosenId,
  editedVersion,
  listQuery,
  optionalId,
  optionalText,
  requiredText,
} from './fields';

// The two SCMTR records kept in a modal form (spec 002 §2.4): booking numbers expected at
// dock-out, and which party's voyages a vessel call carries. Each is saved by one call whose
// form field `transaction` holds the record; `autoid` 0 adds it, any other id updates that row.
// Both grow by thousands of rows a year, so their lists page on the server when asked for a
// `page` (`listQuery`): that page, and `pageInfo` in the fourth element. Without one the list
// answers every row in the third element and again in the fourth, where the spec's screen reads
// them. The saves answer their status in items 0 and 1, where the spec's screens read it.

const autoid = z
  .number({ error: 'autoid must be a number.' })
  .int('autoid must be a whole number.')
  .min(0, 'autoid must not be negative.')
  .max(2_147_483_647, 'autoid is out of range.')
  .default(0);

export const bookingNumberRow = z.object({
  autoid: z.number().int(),
  applicant: z.number().int().nullable(),
  applicantname: z.string().nullable(),
  account: z.number().int().nullable(),
  accountname: z.string().nullable(),
  vessel: z.number().int().nullable(),
  vessname: z.string().nullable(),
  voyage: z.number().int().nullable(),
  voyname: z.string().nullable(),
  location: z.number().int().nullable(),
  locname: z.string().nullable(),
  movementid: z.number().int().nullable(),
  movname: z.string().nullable(),
  bookingno: z.string(),
  /** The container type code (GP, HC, RF …); `conttypetext` is its name. */
  conttype: z.string().nullable(),
  conttypetext: z.string().nullable(),
  ...auditFields,
});
export type BookingNumberRow = z.infer<typeof bookingNumberRow>;

export const bookingNumberInput = z.object({
  autoid,
  applicant: optionalId('Applicant'),
  account: optionalId('Account'),
  vessel: optionalId('Vessel'),
  voyage: optionalId('Voyage'),
  location: optionalId('Location'),
  movementid: optionalId('Movement'),
  bookingno: requiredText('Booking No', 50),
  conttype: optionalText('Container type', 10),
});
export type BookingNumberInput = z.input<typeof bookingNumberInput>;

/**
 * One call adds (autoid 0) and updates (the row's autoid) a booking number, sent as JSON in the
 * form field `transaction`. Its client reads the status from item 1: `[1, 1, row, message]`, a
 * refusal `[0, 0, message, fieldProblems]`.
 */
const bookingNumberSave = endpoint({
  method: 'POST',
  path: '/save_bookingno',
  // One call adds (id 0) and edits; an edit may name the version it started from.
  body: bookingNumberInput.extend(editedVersion),
  formField: 'transaction',
  statusInItem1: true,
  data: bookingNumberRow,
});

export const bookingNumber = entity({
  label: 'Booking no',
  id: 'autoid',
  endpoints: {
    list: endpoint({
      method: 'GET',
      path: '/bookingno_list',
      query: listQuery,
      data: z.array(bookingNumberRow),
    }),
    create: bookingNumberSave,
    update: bookingNumberSave,
  },
  messages: {
    created: 'Booking no added successfully',
    updated: 'Booking no updated successfully',
    notFound: 'Booking no not found.',
    loadError: 'Error fetching booking no list. Please try again later.',
    saveError: 'Error adding booking no',
  },
});

export const vcnPartyLinkRow = z.object({
  autoid: z.number().int(),
  vcnID: z.number().int(),
  vcnName: z.string(),
  /** The VCN with its vessel in brackets, as the VCN select shows it. */
  vcndtl: z.string(),
  /** The vessel's name. */
  vessel: z.string().nullable(),
  import_voyage: z.number().int().nullable(),
  impv: z.string().nullable(),
  export_voyage: z.number().int().nullable(),
  expv: z.string().nullable(),
  applicant: z.number().int(),
  applicantname: z.string().nullable(),
  account: z.number().int(),
  accountname: z.string().nullable(),
  ...auditFields,
});
export type VcnPartyLinkRow = z.infer<typeof vcnPartyLinkRow>;

export const vcnPartyLinkInput = z.object({
  autoid,
  vcnID: chosenId('VCN', 'Please select a VCN.'),
  import_voyage: optionalId('Import voyage'),
  export_voyage: optionalId('Export voyage'),
  applicant: chosenId('Applicant', 'Please select an applicant.'),
  account: chosenId('Account', 'Please select an account.'),
});
export type VcnPartyLinkInput = z.input<typeof vcnPartyLinkInput>;

/**
 * One call adds (autoid 0) and updates a VCN party voyage, sent as JSON in the form field
 * `transaction`. Its client reads the status from item 1: `[1, 1, row, message]`, a refusal
 * `[0, 0, message, fieldProblems]`.
 */
const vcnPartyLinkSave = endpoint({
  method: 'POST',
  path: '/save_vcnpartylink',
  body: vcnPartyLinkInput.extend(editedVersion),
  formField: 'transaction',
  statusInItem1: true,
  data: vcnPartyLinkRow,
});

export const vcnPartyLink = entity({
  label: 'VCN Party Voyage',
  id: 'autoid',
  endpoints: {
    list: endpoint({
      method: 'GET',
      path: '/vcn_party_link_list',
      query: listQuery,
      data: z.array(vcnPartyLinkRow),
    }),
    create: vcnPartyLinkSave,
    update: vcnPartyLinkSave,
  },
  together: {
    fields: ['vcnID'],
    message: 'This VCN is already linked to this applicant and account.',
  },
  messages: {
    created: 'VCN Party Voyage added successfully',
    updated: 'VCN Party Voyage updated successfully',
    notFound: 'VCN Party Voyage not found.',
    loadError: 'Error fetching VCN Party Voyage list. Please try again later.',
    saveError: 'Error adding VCN Party Voyage',
  },
});
