import {
  dayInPorts,
  isIsoDate,
  isManufactureYear,
  MANUFACTURE_YEAR_MESSAGE,
  paiseToRupees,
  rupeesToPaise,
  signedRupeesToPaise,
} from '@quaybook/domain';
import { z } from 'zod';

/** Required text: trimmed, not blank, bounded. The message names the field as a person would. */
export function requiredText(label: string, max = 100) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${label} is required.` : `${label} must be text.`,
    })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} can be at most ${max} characters.`);
}

/** Optional text: trimmed; blank, null or missing all become null. */
export function optionalText(label: string, max = 500) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} can be at most ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** The year a container was built (its CSC plate), optional: blank is none. */
export const manufactureYear = () =>
  optionalText('Year of manufacture', 50).refine(
    (year) => year === null || isManufactureYear(year),
    MANUFACTURE_YEAR_MESSAGE,
  );

/** A positive whole-number id taken from a path or query string. */
export function idParam(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a positive number.`)
    .max(2_147_483_647, `${label} is out of range.`);
}

/**
 * The names of the users behind a row's audit ids, which lists and exports show in place of the
 * ids; every row with audit fields carries them beside its own spelling of the ids.
 */
export const auditNameFields = {
  created_by_name: z.string().nullable(),
  last_modified_by_name: z.string().nullable(),
};
export type AuditNames = z.infer<z.ZodObject<typeof auditNameFields>>;

/**
 * The row's version, raised by one on every change. An edit may send the version it started
 * from: a stale one is refused (409) and writes nothing; an edit without it is not checked, as
 * the spec's client makes it.
 */
export const versionField = { version: z.number().int() };

/** A version as an edit names it: a count, or its digits as text (a query, a form field). */
export const versionNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: 'Version must be a number.' })
    .int('Version must be a whole number.')
    .min(1, 'Version starts at 1.'),
);

/** The version an edit started from; left out, the edit is not checked. */
export const editedVersion = { version: versionNumber.optional() };

/** The company and audit columns as the party rates, accounts and applicants spell them. */
export const companyAuditFields = {
  companyid: z.number().int(),
  created_by: z.number().int().nullable(),
  create_date: z.string().nullable(),
  last_modified_by: z.number().int().nullable(),
  last_modified_date: z.string().nullable(),
  ...auditNameFields,
  ...versionField,
};

/** Audit columns every business row carries; the server sets them, whatever the client sends. */
export const auditFields = {
  created_by: z.number().int().nullable(),
  CreateDate: z.string().nullable(),
  last_modified_by: z.number().int().nullable(),
  ModiDate: z.string().nullable(),
  ...auditNameFields,
  ...versionField,
};

/** Optional server-side paging of a list; without `page` the whole list is answered. */
export const listQuery = z.object({
  search: z.string().trim().max(100, 'Search text can be at most 100 characters.').optional(),
  sort: z
    .string()
    .max(200)
    .regex(
      /^[\w]+(\.(asc|desc))?(,[\w]+(\.(asc|desc))?)*$/,
      'Sort must look like Name.asc,Description.desc.',
    )
    .optional(),
  page: z.coerce
    .number({ error: 'Page must be a number.' })
    .int('Page must be a whole number.')
    .min(1, 'Page starts at 1.')
    .optional(),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number.' })
    .int('Page size must be a whole number.')
    .min(1, 'Page size must be at least 1.')
    .max(500, 'Page size can be at most 500.')
    .optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/**
 * The page a list call may be asked for: without `page` the call answers every row as the spec
 * gives it; with it, that page and the fourth element `pageInfo`.
 */
export const pageQuery = listQuery.pick({ page: true, pageSize: true });
export type PageQuery = z.infer<typeof pageQuery>;

/**
 * Most rows a list call answers without `page` (the advance list and the plain master lists
 * stream any length instead):
 * a search past it is refused with `TOO_MANY_ROWS`, so no answer is built past a bounded size.
 */
export const UNPAGED_ROWS = 10_000;

/** The refusal of an unpaged search past UNPAGED_ROWS. */
export const TOO_MANY_ROWS = `More than ${UNPAGED_ROWS.toLocaleString('en-IN')} rows match, more than a list answers at once: narrow the filters, or ask for a page at a time (page, pageSize).`;

/** The fourth element of a paged list answer: how many rows match, and which page this is. */
export const pageInfo = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PageInfo = z.infer<typeof pageInfo>;

// Field shapes of the vessel-call, party-rate and customs records. Their selects send 0 for
// 'Select …' (spec 002 §9: ids 0 mean 'not selected'), so 0 and null both mean none.

const whole = (label: string) =>
  z
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} must not be negative.`)
    .max(2_147_483_647, `${label} is out of range.`);

/** A choice that must be made: a positive id; 0, null or nothing get `missing` ('Please select a vessel.'). */
export function chosenId(label: string, missing: string) {
  return z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? missing : `${label} must be a number.`,
    })
    .int(`${label} must be a whole number.`)
    .max(2_147_483_647, `${label} is out of range.`)
    .refine((id) => id > 0, missing);
}

/** A choice that may be left open: 0, null or nothing become null. */
export function optionalId(label: string) {
  return whole(label)
    .nullish()
    .transform((id) => (id ? id : null));
}

/**
 * A date as a client sends it, read as the calendar day it means in India (`dayInPorts`):
 * yyyy-mm-dd, or a full ISO moment; anything else is kept for the schema to refuse.
 */
export const sentDay = (text: string): string => dayInPorts(text) ?? text;

/** A date travelling as ISO yyyy-mm-dd (or a full ISO moment); blank, null or nothing become null. */
export function optionalIsoDate(label: string) {
  return z
    .string({ error: `${label} must be a date written yyyy-mm-dd.` })
    .trim()
    .transform(sentDay)
    .refine((text) => text === '' || isIsoDate(text), `${label} must be a real date (yyyy-mm-dd).`)
    .nullish()
    .transform((text) => (text ? text : null));
}

const FLAG_WORDS: Record<string, 0 | 1> = { '0': 0, '1': 1, false: 0, true: 1 };

/** A yes/no flag sent as 1/0 or true/false, as a number, a boolean or query text; nothing means 0. */
export function flag(label: string) {
  return z.preprocess(
    (value) =>
      typeof value === 'string' ? (FLAG_WORDS[value.trim().toLowerCase()] ?? value) : value,
    z
      .union([z.literal(0), z.literal(1), z.boolean()], { error: `${label} must be 0 or 1.` })
      .optional()
      .transform((value) => (value === 1 || value === true ? 1 : 0)),
  );
}

// Money travels in rupees, as the spec's client sends and reads it (a rate typed as 1500 is
// ₹1,500), and is integer paise inside. A money field is a codec: parsing (the server reading a
// request, the client reading an answer) turns the wire's rupees into paise from their decimal
// text, never through float arithmetic; encoding (the server writing an answer) turns paise back
// into rupees. The wire side of each codec is kept here, so the route wrapper, the client and
// the API document can find the money in any schema.
const moneyWires = new WeakSet<z.ZodType>();

/** What OpenAPI says of every money field. */
export const MONEY_UNIT =
  'Rupees, with at most 2 decimals (1500, 1250.5 or the text "1250.50"); integer paise inside.';

function moneyCodec(label: string, signed: boolean) {
  const message = `${label} must be an amount in rupees with at most 2 decimals.`;
  const wire = z.union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined ? `${label} is required.` : message),
  });
  moneyWires.add(wire);
  return z.codec(wire, z.number().int(), {
    decode: (rupees, context) => {
      const paise = signed ? signedRupeesToPaise(rupees) : rupeesToPaise(rupees);
      if (paise !== null) return paise;
      context.issues.push({ code: 'custom', message, input: rupees });
      return z.NEVER;
    },
    encode: (paise) => Number(paiseToRupees(paise)),
  });
}

/**
 * An amount of money: rupees with at most 2 decimals on the wire (a JSON number such as 1250.5,
 * or digit text such as "1250.50"), integer paise once parsed. Three or more decimals, a
 * negative or an amount past ₹9,99,99,99,999.99 is refused.
 * @example rate: rupees('Rate') // {"rate": 1500} is read as 150000 paise
 */
export function rupees(label: string) {
  return moneyCodec(label, false);
}

/** Money that may be below zero: a round-off, a balance. Otherwise as `rupees`. */
export function signedRupees(label: string) {
  return moneyCodec(label, true);
}

/** Whether a schema is one of the money codecs above (refined or not). */
export function isMoney(schema: z.core.$ZodType): boolean {
  const def = schema._zod.def as { type: string; in?: z.ZodType };
  return def.type === 'pipe' && def.in !== undefined && moneyWires.has(def.in);
}

type Def = {
  type: string;
  shape?: Record<string, z.core.$ZodType>;
  element?: z.core.$ZodType;
  innerType?: z.core.$ZodType;
  options?: z.core.$ZodType[];
  items?: z.core.$ZodType[];
  rest?: z.core.$ZodType | null;
  valueType?: z.core.$ZodType;
  left?: z.core.$ZodType;
  right?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
};

/**
 * The schemas directly inside one, each with the object key it sits under (an object's fields)
 * or none (a list's element, a wrapper's inner schema, a union's options, a pipe's two ends).
 */
export function innerSchemas(schema: z.core.$ZodType): [string | undefined, z.core.$ZodType][] {
  const def = schema._zod.def as Def;
  const unnamed = [
    def.element,
    def.innerType,
    ...(def.options ?? []),
    ...(def.items ?? []),
    def.rest,
    def.valueType,
    def.left,
    def.right,
    def.in,
    def.out,
  ].filter((part): part is z.core.$ZodType => part != null);
  return [
    ...Object.entries(def.shape ?? {}),
    ...unnamed.map((part): [undefined, z.core.$ZodType] => [undefined, part]),
  ];
}

const carriesMoney = new WeakMap<z.core.$ZodType, boolean>();

/**
 * Whether any part of a schema is money, so its answers must be encoded (server) and decoded
 * (client). Worked out once per schema.
 */
export function holdsMoney(schema: z.core.$ZodType | undefined): boolean {
  if (!schema) return false;
  const known = carriesMoney.get(schema);
  if (known !== undefined) return known;
  carriesMoney.set(schema, false); // a recursive schema meets itself as no money
  const found = isMoney(schema) || innerSchemas(schema).some(([, part]) => holdsMoney(part));
  carriesMoney.set(schema, found);
  return found;
}

/** The most ids one call takes in a list (a selection of inspections or reports). */
export const MOST_IDS = 5_000;

/** The refusal of a longer list, naming what was sent. */
export const tooManyIds = (label: string, sent: number) =>
  `Send at most ${MOST_IDS.toLocaleString('en-IN')} ${label.toLowerCase()}s at once; this list has ${sent.toLocaleString('en-IN')}.`;

/** The schemas `idList` made, so a query that takes an id list is known (`takesIdList`). */
export const idListSchemas = new WeakSet<z.ZodType>();

/**
 * A list of ids sent as `reportid=1&reportid=2` or `reportid=1,2` (digits as text are read);
 * an empty list gets `missing` ('Please select an Inspection'), more than MOST_IDS `tooManyIds`.
 */
export function idList(label: string, missing: string) {
  const schema = z.preprocess(
    (value) => {
      const items = Array.isArray(value) ? value : value === undefined ? [] : [value];
      return items
        .flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]))
        .map((item) => (typeof item === 'string' ? item.trim() : item))
        .filter((item) => item !== '')
        .map((item) => (typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : item));
    },
    z
      .array(idParam(label), { error: missing })
      .min(1, missing)
      .max(MOST_IDS, {
        error: (issue) =>
          tooManyIds(label, Array.isArray(issue.input) ? issue.input.length : MOST_IDS + 1),
      }),
  );
  idListSchemas.add(schema);
  return schema;
}

/** `?filename=`: a document the server issued, named as it was handed out. */
export const documentNameQuery = z.object({
  filename: z.string({ error: 'Please give a file name.' }).max(200),
});

/** Digit text read as the number it spells; anything else as it is. */
export const digitsOrNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
