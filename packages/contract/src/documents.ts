import { z } from 'zod';
import { fileEndpoint } from './endpoint';

/** Any name the caller's company was not issued: another company's documents do not exist for it. */
export const DOCUMENT_NOT_FOUND = 'Document not found.';

/**
 * A document the server issued and recorded for the caller's company (a list export, later a
 * survey report or a bill), by the name the server gave it; any other name is not found.
 */
export const downloadDocument = fileEndpoint({
  method: 'GET',
  path: '/document/{filename}',
  line: { record: 'document', key: 'filename', in: 'params' },
  params: z.object({
    filename: z.string().max(200, 'File name can be at most 200 characters.'),
  }),
});
