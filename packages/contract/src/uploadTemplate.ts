import { z } from 'zod';
import { coprarLayout } from './coprarConversion';
import { FILE_TYPES, fileEndpoint } from './endpoint';
import { UPLOAD_KIND_NAMES, UPLOAD_KINDS, type UploadKindName } from './uploadKinds';

type Layout = { title: string; columns: (typeof UPLOAD_KINDS)[UploadKindName]['columns'] };

/**
 * Every file layout a screen offers a template of, by the name it is asked for: each upload
 * kind's, and the loading list the COPRAR conversion reads.
 */
export const UPLOAD_LAYOUTS = {
  ...(Object.fromEntries(
    UPLOAD_KIND_NAMES.map((name) => {
      const { title, columns } = UPLOAD_KINDS[name];
      return [name, { title, columns }];
    }),
  ) as Record<UploadKindName, Layout>),
  coprar: { title: 'Loading list', columns: coprarLayout },
} as const;
export type UploadLayoutName = keyof typeof UPLOAD_LAYOUTS;

export const uploadTemplate = {
  endpoints: {
    /** An empty workbook with the kind's column headers: the file to fill and upload. */
    template: fileEndpoint({
      method: 'GET',
      path: '/upload_template/{kind}',
      params: z.object({
        kind: z.enum(Object.keys(UPLOAD_LAYOUTS) as [UploadLayoutName, ...UploadLayoutName[]], {
          error: 'There is no upload of that kind.',
        }),
      }),
      contentTypes: [FILE_TYPES.xlsx],
    }),
  },
} as const;
