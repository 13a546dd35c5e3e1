import { RATE_SIZES } from '@quaybook/domain';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { entity } from './entity';
import { chosenId, companyAuditFields, editedVersion, idParam, rupees } from './fields';

/** A rate as the Party Rate screen lists it; audit fields as the spec spells them for rates. */
export const partyRateRow = z.object({
  id: z.number().int(),
  applicantid: z.number().int(),
  accountid: z.number().int(),
  movementid: z.number().int(),
  MovementName: z.string().nullable(),
  size: z.number().int(),
  /** Rupees on the wire, paise once read: ₹1,500.50 is 1500.5, or 150050 paise. */
  rate: rupees('Rate'),
  ...companyAuditFields,
});
export type PartyRateRow = z.infer<typeof partyRateRow>;

// Old clients send the typed digits as text; both text and numbers are read the same way.
const numberFromText = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

const SIZE_MESSAGE = `Size must be ${RATE_SIZES.join(' or ')}.`;

export const partyRateInput = z.object({
  applicantid: chosenId('Applicant', 'Please select an applicant.'),
  accountid: chosenId('Account', 'Please select an account.'),
  movementid: chosenId('Movement', 'Please select a movement.'),
  size: z.preprocess(
    numberFromText,
    z
      .number({
        error: (issue) => (issue.input === undefined ? 'Size is required.' : SIZE_MESSAGE),
      })
      .refine((size) => (RATE_SIZES as readonly number[]).includes(size), SIZE_MESSAGE),
  ),
  rate: rupees('Rate'),
});
export type PartyRateInput = z.input<typeof partyRateInput>;

const rateIdParams = z.object({ id: idParam('Rate id') });

/** Rates are kept per party: the list names the applicant and the account. */
export const partyRate = entity({
  label: 'Party Rate',
  id: 'id',
  endpoints: {
    /** The rates of one party (applicant and account). */
    list: endpoint({
      method: 'GET',
      path: '/get_partyrates',
      query: z.object({
        applicantid: idParam('Applicant id'),
        accountid: idParam('Account id'),
      }),
      data: z.array(partyRateRow),
    }),
    create: endpoint({
      method: 'POST',
      path: '/create_partyrate',
      idempotent: true,
      body: partyRateInput,
      data: partyRateRow,
    }),
    update: endpoint({
      method: 'PUT',
      path: '/update_partyrate/{id}',
      idempotent: true,
      params: rateIdParams,
      body: partyRateInput.extend(editedVersion),
      data: partyRateRow,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/delete_partyrate/{id}',
      params: rateIdParams,
      data: z.null(),
    }),
  },
  // A second rate for the same thing would make bills ambiguous.
  together: {
    fields: ['movementid', 'size'],
    message: 'This party already has a rate for this movement and size.',
  },
  messages: {
    created: 'Party rate created successfully.',
    updated: 'Party rate updated successfully.',
    deleted: 'Party rate deleted successfully.',
    notFound: 'Party rate not found.',
    loadError: 'Failed to fetch party rates',
    saveError: 'Failed to create party rate',
    deleteError: 'Failed to delete party rate',
  },
});

/** The Party Rate screen's refusals before anything is sent (spec 001 §5). */
export const PARTY_RATE_MESSAGES = {
  chooseParty: 'Please select both account and applicant',
  fillAll: 'Please fill in all fields',
};
