import { z } from 'zod';
import { endpoint } from './endpoint';
import { digitsOrNumber, idParam, optionalId, pageQuery } from './fields';

/** The Advanced Container List's messages (001 §5, §8), beside the entry's own. */
export const ADVANCE_LIST_MESSAGES = {
  noData: 'No data found',
  loadError: (cause: string) => `Error loading Container list: ${cause}`,
  selectVcn: 'Please select a VCN.',
  selectCondition: 'Please select Sound or Damage.',
  vcnNotFound: 'VCN not found.',
} as const;

/** Import lists the call's import voyage, Export its export voyage (001 §2.5). */
export const MOVE_TYPES = [
  { id: 'I', name: 'Import' },
  { id: 'E', name: 'Export' },
] as const;
export type MoveType = (typeof MOVE_TYPES)[number]['id'];

/**
 * A container of a vessel call's advance (or IGM) list, with the fields of 001 §3 'Container
 * (advance list and transaction)': what the list expects, and — once inspected — the inspection
 * recorded for it (`reportid`, its date, time, condition and the rest).
 */
export const advanceContainerRow = z.object({
  autoID: z.number().int(),
  vcnID: z.number().int(),
  vcnName: z.string(),
  /** 1 Advance, 2 IGM. */
  uploadtype: z.number().int(),
  contnumber: z.string(),
  containerID: z.number().int(),
  iso: z.string(),
  contsize: z.number().int(),
  TypeText: z.string().nullable(),
  TareWt: z.number().int(),
  GrossWt: z.number().int(),
  /** The party's link short name, when the applicant and account have one. */
  short_name: z.string().nullable(),
  PartyLinkId: z.number().int().nullable(),
  applicantID: z.number().int(),
  applicantname: z.string(),
  accountID: z.number().int(),
  accountname: z.string(),
  vesselID: z.number().int(),
  VesselName: z.string(),
  VoyId: z.number().int(),
  VoyageName: z.string(),
  movementID: z.number().int(),
  MovementName: z.string(),
  /** 'I' when the row is on the call's import voyage, 'E' on its export voyage. */
  movetype: z.enum(['I', 'E']),
  /** The movement asks for a CFS on this list (its second CFS flag). */
  needsCfs: z.boolean(),
  locID: z.number().int(),
  LocationName: z.string(),
  cfsID: z.number().int().nullable(),
  CfsName: z.string().nullable(),
  /** The inspection recorded for this container, movement and call; null until inspected. */
  reportid: z.number().int().nullable(),
  /** 'sound' or 'damage' once inspected. */
  damage: z.enum(['sound', 'damage']).nullable(),
  sealNo: z.string().nullable(),
  /** dd/mm/yyyy. */
  inspDate: z.string().nullable(),
  inspTime: z.string().nullable(),
  pol: z.number().int().nullable(),
  pod: z.number().int().nullable(),
  fpd: z.number().int().nullable(),
  transporter: z.number().int().nullable(),
  bookingrelno: z.string().nullable(),
  tranmode: z.string().nullable(),
  hazStat: z.enum(['Y', 'N']),
  note: z.string().nullable(),
  /** Locked on a report or bill: shown, not editable. */
  reportNo: z.string().nullable(),
  billNo: z.string().nullable(),
});
export type AdvanceContainerRow = z.infer<typeof advanceContainerRow>;

export const advanceListQuery = z.object({
  /** Only the rows at this location; none, every location. */
  locationid: z.preprocess(digitsOrNumber, optionalId('Location')),
  /** I or E; none, both voyages of the call. */
  movetype: z
    .enum(['I', 'E', ''], { error: 'Movement type must be I (Import) or E (Export).' })
    .optional()
    .transform((type) => (type ? type : null)),
  ...pageQuery.shape,
});

export const advanceContainerList = {
  messages: ADVANCE_LIST_MESSAGES,
  endpoints: {
    /** The call's expected containers, each with whether (and how) it has been inspected. */
    list: endpoint({
      method: 'GET',
      path: '/advance_container_list/{vcnID}',
      params: z.object({ vcnID: z.preprocess(digitsOrNumber, idParam('VCN')) }),
      query: advanceListQuery,
      data: z.array(advanceContainerRow),
    }),
  },
} as const;
