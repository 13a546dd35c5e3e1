import { z } from 'zod';
import { endpoint } from './endpoint';
import { auditFields, requiredText } from './fields';
import { masterEndpoints } from './master';

/** A code's status on the wire: 0 Active, 1 Inactive (spec 002 §3). */
export const CodeStatus = { active: 0, inactive: 1 } as const;

export const codeRow = z.object({
  autoid: z.number().int(),
  description: z.string(),
  shortName: z.string(),
  isActive: z.union([z.literal(CodeStatus.active), z.literal(CodeStatus.inactive)]),
  ...auditFields,
});
export type CodeRow = z.infer<typeof codeRow>;

function codeInput(label: string) {
  return z.object({
    description: requiredText(`${label} description`),
    shortName: requiredText('Short name', 10),
    isActive: z
      .union([z.literal(CodeStatus.active), z.literal(CodeStatus.inactive)], {
        error: 'Status must be 0 (Active) or 1 (Inactive).',
      })
      .default(CodeStatus.active),
  });
}
export type CodeInput = z.input<ReturnType<typeof codeInput>>;

/**
 * The calls of one CEDEX code list (damage, component, repair): list, create, update, and the
 * active codes that inspection screens offer.
 * @example const damage = codeListEndpoints('damage', 'Damage'); // /damage_list, /create_damage, ...
 */
function codeListEndpoints(entity: string, label: string) {
  return {
    ...masterEndpoints({
      id: 'autoid',
      label,
      row: codeRow,
      input: codeInput(label),
      paths: {
        list: `/${entity}_list`,
        create: `/create_${entity}`,
        update: `/update_${entity}/{autoid}`,
      },
    }),
    listActive: endpoint({
      method: 'GET',
      path: `/active_${entity}_list`,
      data: z.array(codeRow),
    }),
  };
}

export const damage = codeListEndpoints('damage', 'Damage');
export const component = codeListEndpoints('component', 'Component');
export const repair = codeListEndpoints('repair', 'Repair');
