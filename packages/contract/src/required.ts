import type { z } from 'zod';

// What a form leaves in an input the user did not fill: nothing, the empty choice, blank text.
const BLANKS: readonly unknown[] = [undefined, null, ''];

function accepts(field: z.ZodType, value: unknown): boolean {
  try {
    return field.safeParse(value).success;
  } catch {
    // A transform that cannot take the value at all does not accept it either.
    return false;
  }
}

/** The fields of an object schema, through the pipes a preprocess or transform wraps it in. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current = schema as { _zod?: { def: Record<string, unknown> } } | undefined;
  for (let depth = 0; current?._zod && depth < 10; depth += 1) {
    const { def } = current._zod;
    if (def.type === 'object') return def.shape as Record<string, z.ZodType>;
    if (def.type !== 'pipe') return {};
    // A preprocess puts its object last; a transform or refine of an object puts it first.
    const from = def.in as { _zod: { def: { type: string } } };
    current = (from._zod.def.type === 'transform' ? def.out : def.in) as typeof current;
  }
  return {};
}

const cache = new WeakMap<object, ReadonlySet<string>>();

/**
 * The fields an input schema needs filled: those it refuses when missing, null and blank alike
 * (`requiredText`, `chosenId`, `rupees`). A field with a default, or one that is optional
 * or nullable, is not required. Forms mark these from the same schema the server checks.
 * @example requiredFields(api.partyRate.create.body) // Set { 'applicantid', 'accountid', 'movementid', 'size', 'rate' }
 */
export function requiredFields(schema: z.ZodType | undefined): ReadonlySet<string> {
  if (!schema) return new Set();
  const known = cache.get(schema);
  if (known) return known;
  const required = new Set(
    Object.entries(shapeOf(schema))
      .filter(([, field]) => !BLANKS.some((blank) => accepts(field, blank)))
      .map(([key]) => key),
  );
  cache.set(schema, required);
  return required;
}
