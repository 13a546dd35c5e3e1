import { z } from 'zod';
import { endpoint } from './endpoint';
import { digitsOrNumber, idParam, listQuery, optionalId, pageInfo } from './fields';

/** The Advanced Container List's messages (001 §5, §8), beside the entry's own. */
export const ADVANCE_LIST_MESSAGES = {
  noData: 'No data found',
  loadError: (cause: string) => `Error loading Container list: ${cause}`,
  selectVcn: 'Please select a VCN.',
  selectCondition: 'Please select Sound or Damage.',
  vcnNotFound: 'VCN not found.',
  notOnList: (contnumber: string) => `Container ${contnumber} is not on this list.`,
} as const;

/** The columns the list sorts by (`sort=date.desc,contnumber.asc`), in the screen's order. */
export const ADVANCE_LIST_SORTS = [
  'contnumber',
  'size',
  'party',
  'movement',
  'movetype',
  'list',
  'location',
  'cfs',
  'date',
  'time',
  'seal',
  'condition',
  'inspected',
] as const;
export type AdvanceListSort = (typeof ADVANCE_LIST_SORTS)[number];

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
  /** Part of a container number: only the rows whose number holds it. */
  search: listQuery.shape.search.meta({
    description: 'Part of a container number: only the containers whose number holds it.',
  }),
  /** Columns of ADVANCE_LIST_SORTS in the order clicked; by container number when left out. */
  sort: listQuery.shape.sort.meta({
    description: `Sort by these columns in turn, each .asc or .desc (\`date.desc,contnumber\`): ${ADVANCE_LIST_SORTS.join(', ')}. Blanks last; then by container number.`,
  }),
  /**
   * A container number to jump to: the answer is the page (of `pageSize`, in the sort asked)
   * that holds it, and item 3's `page` says which; 404 when it is not on the list.
   */
  find: z
    .string({ error: 'Container number must be text.' })
    .trim()
    .toUpperCase()
    .max(11, 'A container number has 11 characters.')
    .optional()
    .transform((number) => (number ? number : undefined))
    .meta({
      description:
        'A container number: answers the page of `pageSize` that holds it (item 3 says which page), or 404 when it is not on the list.',
    }),
  page: listQuery.shape.page,
  pageSize: listQuery.shape.pageSize,
});

/**
 * Item 3 of a paged answer: the page, and of every row the filters and search keep, how many
 * there are and how many are inspected.
 */
export const advanceListInfo = pageInfo.extend({ inspected: z.number().int() });
export type AdvanceListInfo = z.infer<typeof advanceListInfo>;

export const advanceContainerList = {
  messages: ADVANCE_LIST_MESSAGES,
  endpoints: {
    /**
     * The call's expected containers, each with whether (and how) it has been inspected. With a
     * page, that page and item 3 `advanceListInfo`; without one, every row, written as it is read
     * from the database (the answer streams: the server never holds the whole list).
     */
    list: endpoint({
      method: 'GET',
      path: '/advance_container_list/{vcnID}',
      params: z.object({ vcnID: z.preprocess(digitsOrNumber, idParam('VCN')) }),
      query: advanceListQuery,
      data: z.array(advanceContainerRow).meta({
        description:
          'Without `page`: every container of the call the filters keep, by container number, streamed as the server reads them (any length; the server holds 1,000 rows at a time). With `page`: that page, and item 3 {total, page, pageSize, inspected}.',
      }),
      /** With a page: which page, and how many rows match and are inspected; none without one. */
      extra: advanceListInfo.optional(),
    }),
  },
} as const;
