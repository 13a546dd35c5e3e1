import { z } from 'zod';
import { coprarLayout } from './coprarConversion';
import { odexEgmLayout, terminalEgmLayout } from './egm';
import { FILE_TYPES, fileEndpoint } from './endpoint';
import { ovaLayout } from './ovaUpload';
import { partyBlLayout } from './partyBl';
import { pomsLayout } from './pomsUpload';
import { transactionLayout } from './transactionUpload';
import { advanceListLayout } from './upload';

/** Every upload kind's file layout, by the name its template is asked for. */
export const UPLOAD_LAYOUTS = {
  advance: { title: 'Advance list', columns: advanceListLayout },
  transaction: { title: 'Container transactions', columns: transactionLayout },
  ova: { title: 'OVA', columns: ovaLayout },
  poms: { title: 'POMS', columns: pomsLayout },
  coprar: { title: 'Loading list', columns: coprarLayout },
  terminalEgm: { title: 'EGM', columns: terminalEgmLayout },
  odexEgm: { title: 'ODeX EGM', columns: odexEgmLayout },
  partyBl: { title: 'Party BL', columns: partyBlLayout },
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
