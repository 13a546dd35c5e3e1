import { z } from 'zod';
import { FILE_TYPES, fileEndpoint } from './endpoint';
import { listQuery } from './fields';

/** The spec's refusal of an export with no rows (000 §8). */
export const NO_DATA_TO_EXPORT = 'No data available to export';

export const EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Which rows an export holds and in what order (as the list's search and sort), and its format. */
export const exportQuery = listQuery.pick({ search: true, sort: true }).extend({
  format: z.enum(EXPORT_FORMATS, { error: 'Format must be csv or pdf.' }),
});
export type ExportQuery = z.infer<typeof exportQuery>;

/**
 * Declares the export of a list: every row its search finds, in its sort's order, as one file.
 * @example withEndpoints(containerEntity, { export: listExport('/container_export') })
 */
export function listExport(path: string) {
  return fileEndpoint({
    method: 'GET',
    path,
    query: exportQuery,
    contentTypes: [FILE_TYPES.csv, FILE_TYPES.pdf],
  });
}
