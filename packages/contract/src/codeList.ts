import { z } from 'zod';
import { endpoint } from './endpoint';
import { masterEntity, withEndpoints } from './entity';
import { auditFields, requiredText } from './fields';

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
 * One CEDEX code list (damage, component, repair): its list, create and update calls, and its
 * messages, which name it: 'Damage description already exists.'.
 * @example const damage = codeList('damage', 'Damage'); // /damage_list, /create_damage, ...
 */
function codeList(name: string, label: string) {
  const lower = label.toLowerCase();
  const declared = masterEntity({
    label,
    id: 'autoid',
    shared: true,
    row: codeRow,
    input: codeInput(label),
    paths: { list: `/${name}_list`, create: `/create_${name}`, update: `/update_${name}/{autoid}` },
    unique: { field: 'description', message: `${label} description already exists.` },
    messages: {
      created: `${label} Created Successfully!`,
      updated: 'Updated Successfully!',
      notFound: `${label} code not found.`,
      loadError: `Error fetching ${lower} list. Check console for details.`,
      saveError: `Error saving ${lower}. Check console for details.`,
    },
  });
  return withEndpoints(declared, {
    /** The active codes, which the inspection screens offer. */
    listActive: endpoint({ method: 'GET', path: `/active_${name}_list`, data: z.array(codeRow) }),
  });
}

export const damage = codeList('damage', 'Damage');
export const component = codeList('component', 'Component');
export const repair = codeList('repair', 'Repair');
