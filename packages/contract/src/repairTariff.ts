import {
  bandProblems,
  hoursToHundredths,
  MAX_HOURS_HUNDREDTHS,
  TARIFF_MEASURES,
  TARIFF_SIZES,
} from '@quaybook/domain';
import { z } from 'zod';
import { endpoint } from './endpoint';
import { entity } from './entity';
import {
  chosenId,
  companyAuditFields,
  digitsOrNumber,
  editedVersion,
  idParam,
  optionalId,
  rupees,
} from './fields';

/** What the tariff's calls, its screen and its upload say of a row's fields. */
export const REPAIR_TARIFF_MESSAGES = {
  chooseLinkParty: 'Please select a link party.',
  chooseComponent: 'Please select a component.',
  chooseRepair: 'Please select a repair.',
  size: `Size must be ${TARIFF_SIZES.filter(Boolean).join(' or ')}, or 0 for any size.`,
  measure: `Measure must be ${TARIFF_MEASURES.join(', ')}.`,
  hours: `Hours must be a number of hours from 0 to ${MAX_HOURS_HUNDREDTHS / 100}, with at most 2 decimals.`,
  band: (label: string) => `${label} must be a whole number of centimetres above 0.`,
  fillAll: 'Please fill in component, repair, size, measure, hours and material.',
} as const;

/** A tariff row as the Repair Tariff screen lists it; audit fields spelt as the party rates'. */
export const repairTariffRow = z.object({
  id: z.number().int(),
  linkpartyid: z.number().int(),
  componentid: z.number().int(),
  /** The codes' short names (CEDEX: PAA, ST, DT). */
  componentcode: z.string(),
  repairid: z.number().int(),
  repaircode: z.string(),
  /** None: the row prices the repair whatever the damage. */
  damageid: z.number().int().nullable(),
  damagecode: z.string().nullable(),
  size: z.number().int(),
  measure: z.enum(TARIFF_MEASURES),
  upto_length_cm: z.number().int().nullable(),
  upto_breadth_cm: z.number().int().nullable(),
  /** Labour hours with at most 2 decimals (1.5 is an hour and a half). */
  hours: z.number(),
  /** Rupees on the wire, paise once read. */
  material: rupees('Material'),
  ...companyAuditFields,
});
export type RepairTariffRow = z.infer<typeof repairTariffRow>;

/** Labour hours, as a number or its text; read into whole hundredths of an hour. */
const labourHours = z
  .union([z.number(), z.string()], {
    error: (issue) =>
      issue.input === undefined ? 'Hours is required.' : REPAIR_TARIFF_MESSAGES.hours,
  })
  .transform((hours, context) => {
    const hundredths = hoursToHundredths(hours);
    if (hundredths !== null) return hundredths;
    context.issues.push({ code: 'custom', message: REPAIR_TARIFF_MESSAGES.hours, input: hours });
    return z.NEVER;
  });

/** A band's bound in whole centimetres; blank, null or left out is none. */
const bandCm = (label: string) =>
  z.preprocess(
    (value) => (value === '' ? null : digitsOrNumber(value)),
    z
      .number({ error: REPAIR_TARIFF_MESSAGES.band(label) })
      .int(REPAIR_TARIFF_MESSAGES.band(label))
      .positive(REPAIR_TARIFF_MESSAGES.band(label))
      .max(99_999, `${label} is out of range.`)
      .nullish()
      .transform((cm) => cm ?? null),
  );

const tariffFields = z.object({
  linkpartyid: chosenId('Link party', REPAIR_TARIFF_MESSAGES.chooseLinkParty),
  componentid: chosenId('Component', REPAIR_TARIFF_MESSAGES.chooseComponent),
  repairid: chosenId('Repair', REPAIR_TARIFF_MESSAGES.chooseRepair),
  /** Left out, null or 0: any damage. */
  damageid: optionalId('Damage'),
  size: z.preprocess(
    digitsOrNumber,
    z
      .number({
        error: (issue) =>
          issue.input === undefined ? 'Size is required.' : REPAIR_TARIFF_MESSAGES.size,
      })
      .refine((size) => (TARIFF_SIZES as readonly number[]).includes(size), {
        message: REPAIR_TARIFF_MESSAGES.size,
      }),
  ),
  measure: z.enum(TARIFF_MEASURES, {
    error: (issue) =>
      issue.input === undefined ? 'Measure is required.' : REPAIR_TARIFF_MESSAGES.measure,
  }),
  /** Area: the band's length; length: the length it is priced per (30: every 30 cm or part). */
  upto_length_cm: bandCm('Upto length (cm)'),
  /** Area only: the band's breadth. */
  upto_breadth_cm: bandCm('Upto breadth (cm)'),
  hours: labourHours,
  material: rupees('Material'),
});

/** The band a row's measure asks for: area both bounds, length its length, piece none. */
function checkBand(
  row: z.output<typeof tariffFields>,
  context: z.core.$RefinementCtx<z.output<typeof tariffFields>>,
) {
  const problems = bandProblems({
    measure: row.measure,
    uptoLengthCm: row.upto_length_cm,
    uptoBreadthCm: row.upto_breadth_cm,
  });
  if (problems.length)
    context.addIssue({ code: 'custom', path: ['upto_length_cm'], message: problems.length });
  if (problems.breadth)
    context.addIssue({ code: 'custom', path: ['upto_breadth_cm'], message: problems.breadth });
}

export const repairTariffInput = tariffFields.superRefine(checkBand);
export type RepairTariffInput = z.input<typeof repairTariffInput>;

const tariffIdParams = z.object({ id: idParam('Tariff row id') });

/** A shipping line's repair tariff, kept per link party: hours and material per repair. */
export const repairTariff = entity({
  label: 'Repair Tariff',
  id: 'id',
  endpoints: {
    /** The tariff of one link party. */
    list: endpoint({
      method: 'GET',
      path: '/repair_tariff_list',
      query: z.object({ linkpartyid: idParam('Link party id') }),
      data: z.array(repairTariffRow),
    }),
    create: endpoint({
      method: 'POST',
      path: '/create_repair_tariff',
      idempotent: true,
      body: repairTariffInput,
      data: repairTariffRow,
    }),
    update: endpoint({
      method: 'PUT',
      path: '/update_repair_tariff/{id}',
      idempotent: true,
      params: tariffIdParams,
      body: tariffFields.extend(editedVersion).superRefine(checkBand),
      data: repairTariffRow,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: '/delete_repair_tariff/{id}',
      params: tariffIdParams,
      data: z.null(),
    }),
  },
  // Two prices for the same repair would make an estimate ambiguous (a blank damage is one value).
  together: {
    fields: [
      'componentid',
      'repairid',
      'damageid',
      'size',
      'measure',
      'upto_length_cm',
      'upto_breadth_cm',
    ],
    message:
      'This link party already has a price for this component, repair, damage, size, measure and band.',
  },
  messages: {
    created: 'Repair tariff row created successfully.',
    updated: 'Repair tariff row updated successfully.',
    deleted: 'Repair tariff row deleted successfully.',
    notFound: 'Repair tariff row not found.',
    loadError: 'Failed to fetch the repair tariff',
    saveError: 'Failed to save the repair tariff row',
    deleteError: 'Failed to delete the repair tariff row',
  },
});
