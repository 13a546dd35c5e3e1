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

/** A positive whole-number id taken from a path or query string. */
export function idParam(label: string) {
  return z.coerce
    .number({ error: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .positive(`${label} must be a positive number.`)
    .max(2_147_483_647, `${label} is out of range.`);
}

/** Audit columns every business row carries; the server sets them, whatever the client sends. */
export const auditFields = {
  created_by: z.number().int().nullable(),
  CreateDate: z.string().nullable(),
  last_modified_by: z.number().int().nullable(),
  ModiDate: z.string().nullable(),
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

/** The fourth element of a paged list answer. */
export const listPage = z.object({
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ListPage = z.infer<typeof listPage>;
