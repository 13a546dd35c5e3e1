import { createRequire } from 'node:module';
import path from 'node:path';
import { type ExportTable, exportPdfDefinition, PORT_TIME_ZONE } from '@quaybook/domain';
import type pdfmake from 'pdfmake';
import type { TFontDictionary } from 'pdfmake/interfaces';
import type { DocumentWriter } from './documentWriter';

let loading: Promise<typeof pdfmake> | undefined;

/**
 * pdfmake with its fonts and access policy, for every PDF writer. Loaded with the first PDF
 * rather than with the server: it and its font and compression libraries take a while to load.
 */
export function pdfmakeWithFonts(): Promise<typeof pdfmake> {
  loading ??= import('pdfmake').then(({ default: pdfmake }) => {
    // pdfmake on Node reads fonts from files: the Roboto it ships with, the same the browser embeds.
    const require = createRequire(import.meta.url);
    const fontsFolder = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
    pdfmake.setFonts(require('pdfmake/fonts/Roboto.js') as TFontDictionary);
    // A document is built from data only: it may read those fonts and nothing else, local or remote.
    pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsFolder + path.sep));
    pdfmake.setUrlAccessPolicy(() => false);
    return pdfmake;
  });
  return loading;
}

/** A list export as PDF, in the layout the browser prints, stamped with the ports' clock. */
export const listPdf: DocumentWriter<ExportTable> = {
  extension: 'pdf',
  contentType: 'application/pdf',
  write: async (table) =>
    (await pdfmakeWithFonts())
      .createPdf(exportPdfDefinition(table, { printedAt: new Date(), timeZone: PORT_TIME_ZONE }))
      .getBuffer(),
};
