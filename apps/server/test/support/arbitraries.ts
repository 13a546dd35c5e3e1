import fc from 'fast-check';
import type { z } from 'zod';
import { containerNumber } from '../cases/container.case';

// fast-check arbitraries from the contract's Zod 4 schemas. zod-fast-check reads Zod 3's
// classes only; this walks Zod 4's definitions (`schema._zod.def`) over the kinds the contract
// uses, and fails loudly on a kind it does not know, so a new kind is added here, not skipped.
//
// Leaves draw from values of the business (container numbers, dates, ids, codes) that the
// leaf's own schema accepts, beside random ones, so most generated inputs get past validation
// into the handlers and some do not.

interface Def {
  type: string;
  [key: string]: unknown;
}

interface Internals {
  def: Def;
  bag: Record<string, unknown>;
  optin?: 'optional';
}

const internalsOf = (schema: z.ZodType): Internals =>
  (schema as unknown as { _zod: Internals })._zod;

/** Text a field of this business often holds; each leaf keeps those its schema accepts. */
const TEXTS = [
  '',
  'a',
  'MSC RUBY',
  'Kolkata Dock',
  containerNumber(1),
  containerNumber(2, 'TGHU'),
  '2026-01-15',
  '2026-03-31',
  '2026-01-15T10:30',
  '10:30',
  'KOL00001',
  'VOY0001E',
  '22G1',
  '45G1',
  'GP',
  'HC',
  '1',
  '2',
  '20',
  '40',
  'IMP',
  'EXP',
  'Name.asc',
  'surveyor1',
  'harbour-pilot-password',
  'admin@example.com',
  '19AAACM1234A1Z5',
  'AAACM1234A',
  '700001',
  'SB1234567',
  'BL0001',
];
const NUMBERS = [0, 1, 2, 3, 5, 10, 20, 40, 100, 2026, 150050];

const accepted = <T>(schema: z.ZodType, values: readonly T[]) =>
  values.filter((value) => schema.safeParse(value).success);

/** The pool's accepted values, most of the time, else the fallback's. */
function pooled<T>(schema: z.ZodType, pool: readonly T[], fallback: fc.Arbitrary<T>) {
  const fits = accepted(schema, pool);
  if (fits.length === 0) return fallback;
  return fc.oneof(
    { arbitrary: fc.constantFrom(...fits), weight: 3 },
    { arbitrary: fallback, weight: 1 },
  );
}

/** Text the pattern matches, when fast-check can build it from the pattern. */
function matching(pattern: RegExp, max: number): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(pattern).filter((text) => text.length <= max);
  } catch {
    return undefined;
  }
}

function stringArbitrary(schema: z.ZodType, bag: Record<string, unknown>) {
  const max = Math.min(typeof bag.maximum === 'number' ? bag.maximum : 40, 40);
  const patterns = bag.patterns instanceof Set ? [...(bag.patterns as Set<RegExp>)] : [];
  const random = (patterns[0] && matching(patterns[0], max)) || fc.string({ maxLength: max });
  return pooled(schema, TEXTS, random);
}

function numberArbitrary(schema: z.ZodType, bag: Record<string, unknown>) {
  const whole = typeof bag.format === 'string' && /int/.test(bag.format);
  const low = typeof bag.minimum === 'number' ? bag.minimum : -1_000;
  const high = typeof bag.maximum === 'number' ? bag.maximum : 1_000_000;
  const min = Math.max(Math.ceil(low), -1_000_000);
  const max = Math.max(Math.min(Math.floor(high), 1_000_000), min);
  const random = whole
    ? fc.integer({ min, max })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return pooled(schema, NUMBERS, random);
}

const MAX_DEPTH = 4;

/**
 * An arbitrary of the values a schema reads: most of them accepted by it, some not.
 * @example fc.sample(arbitraryOf(api.voyage.create.body), 3)
 */
export function arbitraryOf(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const { def, bag } = internalsOf(schema);
  const inner = (key: string) => arbitraryOf(def[key] as z.ZodType, depth + 1);
  if (depth > MAX_DEPTH) return fc.constant(undefined);
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return stringArbitrary(schema, bag);
    case 'number':
      return numberArbitrary(schema, bag);
    case 'bigint':
      return fc.bigInt({ min: -1_000n, max: 1_000_000n });
    case 'boolean':
      return fc.boolean();
    case 'date':
      return fc.date({ noInvalidDate: true });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
    case 'never':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
    case 'custom':
      return fc.jsonValue({ maxDepth: 2 });
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(inner('innerType'), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
      return fc.option(inner('innerType'), { nil: undefined, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType');
    case 'lazy':
      return arbitraryOf((def.getter as () => z.ZodType)(), depth + 1);
    case 'pipe': {
      // A preprocess is a pipe from a transform: its input is what the target schema reads.
      // A `.transform()` is a pipe into one: its input is the schema before it.
      const from = internalsOf(def.in as z.ZodType).def;
      return from.type === 'transform' ? inner('out') : inner('in');
    }
    case 'transform':
      return fc.jsonValue({ maxDepth: 1 });
    case 'array': {
      const min = Math.min(typeof bag.minimum === 'number' ? bag.minimum : 0, 3);
      const max = Math.max(Math.min(typeof bag.maximum === 'number' ? bag.maximum : 3, 3), min);
      return fc.array(inner('element'), { minLength: min, maxLength: max });
    }
    case 'tuple':
      return fc.tuple(...(def.items as z.ZodType[]).map((item) => arbitraryOf(item, depth + 1)));
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const fields: Record<string, fc.Arbitrary<unknown>> = {};
      const required: string[] = [];
      for (const [key, field] of Object.entries(shape)) {
        fields[key] = arbitraryOf(field, depth + 1);
        if (internalsOf(field).optin !== 'optional') required.push(key);
      }
      return fc.record(fields, { requiredKeys: required });
    }
    case 'record':
      return fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), inner('valueType'), {
        maxKeys: 3,
      });
    case 'union':
      return fc.oneof(
        ...(def.options as z.ZodType[]).map((option) => arbitraryOf(option, depth + 1)),
      );
    case 'intersection':
      return fc
        .tuple(inner('left'), inner('right'))
        .map(([left, right]) =>
          typeof left === 'object' && typeof right === 'object'
            ? { ...(left as object), ...(right as object) }
            : left,
        );
    default:
      throw new Error(`arbitraryOf: Zod kind ${def.type} is not covered; add it here`);
  }
}

/** What a call sends, each part as its schema reads it (none when the endpoint has no schema). */
interface GeneratedInput {
  params: Record<string, unknown> | undefined;
  query: Record<string, unknown> | undefined;
  body: unknown;
}

/** The inputs of an endpoint: its params, query and body generated together. */
export function inputArbitrary(endpoint: {
  params: z.ZodType | undefined;
  query: z.ZodType | undefined;
  body: z.ZodType | undefined;
}): fc.Arbitrary<GeneratedInput> {
  const part = (schema: z.ZodType | undefined) =>
    schema ? arbitraryOf(schema) : fc.constant(undefined);
  return fc.record({
    params: part(endpoint.params) as fc.Arbitrary<Record<string, unknown> | undefined>,
    query: part(endpoint.query) as fc.Arbitrary<Record<string, unknown> | undefined>,
    body: part(endpoint.body),
  });
}
