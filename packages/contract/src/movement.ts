import {
  EDI_EVENT_LABELS,
  EDI_EVENTS,
  MOVE_FOR_LABELS,
  MOVEMENT_FLAG_LABELS,
  MOVEMENT_FLAGS,
  type MoveFor,
  type MovementRules,
} from '@quaybook/domain';
import { z } from 'zod';
import { masterEntity } from './entity';
import { auditFields, optionalText, requiredText } from './fields';

const MOVE_FOR = Object.keys(MOVE_FOR_LABELS) as [MoveFor, ...MoveFor[]];

/** One schema per rule flag, keyed as the movement stores it. */
function ruleFlags<S extends z.ZodType>(schema: (flag: keyof MovementRules) => S) {
  return Object.fromEntries(MOVEMENT_FLAGS.map((flag) => [flag, schema(flag)])) as Record<
    keyof MovementRules,
    S
  >;
}

export const movementRow = z.object({
  Movid: z.number().int(),
  Name: z.string(),
  Description: z.string().nullable(),
  /** The movement that usually comes before this one, and its name for display. */
  PreviousMove: z.number().int().nullable(),
  PreviousMoveName: z.string().nullable(),
  movefor: z.enum(MOVE_FOR).nullable(),
  iboxcode: z.string().nullable(),
  ovacode: z.string().nullable(),
  /** The EDI message its containers are reported in; null: not reported. */
  edievent: z.enum(EDI_EVENTS).nullable(),
  /** Whether the box moves full (EQD full/empty). */
  edifull: z.boolean(),
  companyid: z.number().int(),
  /** Which inspection fields the movement asks for (see movementRules in @quaybook/domain). */
  ...ruleFlags(() => z.boolean()),
  ...auditFields,
});
export type MovementRow = z.infer<typeof movementRow>;

export const movementInput = z.object({
  Name: requiredText('Movement name'),
  Description: optionalText('Description'),
  // Ids 0 mean 'not selected', as everywhere in the spec.
  PreviousMove: z
    .number({ error: 'Previous movement must be a movement id.' })
    .int('Previous movement must be a movement id.')
    .min(0, 'Previous movement must be a movement id.')
    .max(2_147_483_647, 'Previous movement must be a movement id.')
    .nullish()
    .transform((id) => (id ? id : null)),
  movefor: z
    .union([z.enum(MOVE_FOR), z.literal('')], {
      error: 'Move for must be I (Import), E (Export), T (Transhipment) or R (Repositioning).',
    })
    .nullish()
    .transform((code) => (code ? code : null)),
  iboxcode: optionalText('iBox code', 10),
  ovacode: optionalText('oVac code', 10),
  // Left out: kept as stored; '' or null: not reported in any EDI message.
  edievent: z
    .union([z.enum(EDI_EVENTS), z.literal('')], {
      error: `EDI event must be one of: ${Object.values(EDI_EVENT_LABELS).join(', ')}.`,
    })
    .nullish()
    .transform((event) => (event === undefined ? undefined : event || null)),
  edifull: z.boolean({ error: 'Moves full must be true or false.' }).optional(),
  // Optional: a client that does not send the flags (the older one) leaves them as they are.
  ...ruleFlags((flag) =>
    z
      .boolean({ error: `The ${MOVEMENT_FLAG_LABELS[flag]} flag must be true or false.` })
      .optional(),
  ),
});
export type MovementInput = z.input<typeof movementInput>;

export const movement = masterEntity({
  label: 'Movement',
  id: 'Movid',
  row: movementRow,
  input: movementInput,
  paths: {
    list: '/movement_list',
    create: '/create_movement',
    update: '/update_movement/{Movid}/',
  },
  unique: { field: 'Name', message: 'Movement name already exists.' },
  reference: { storageKey: 'movements', label: 'Name', placeholder: 'Select Movement' },
  messages: {
    created: 'Movement Created Successfully!',
    updated: 'Movement Updated Successfully!',
    notFound: 'Movement not found.',
    loadError: 'Error fetching movement list. Check console for details.',
    saveError: 'Error saving movement. Please try again.',
  },
});
