import { createRequire } from 'node:module';
import path from 'node:path';
import { type ExportTable, exportPdfDefinition, PORT_TIME_ZONE } from '@quaybook/domain';
import pdfmake from 'pdfmake';
import type { TFontDictionary } from 'pdfmake/interfaces';
import type { DocumentWriter } from './documentWriter';

// pdfmake on Node reads fonts from files: the Roboto it ships with, the same the browser embeds.
const require = createRequire(import.meta.url);
const fontsFolder = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
pdfmake.setFonts(require('pdfmake/fonts/Roboto.js') as TFontDictionary);
// A document is built from data only: it may read those fonts and nothing else, local or remote.
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsFolder + path.sep));
pdfmake.setUrlAccessPolicy(() => false);

/** A list export as PDF, in the layout the browser prints, stamped with the ports' clock. */
export const listPdf: DocumentWriter<ExportTable> = {
  extension: 'pdf',
  contentType: 'application/pdf',
  write: (table) =>
    pdfmake
      .createPdf(exportPdfDefinition(table, { printedAt: new Date(), timeZone: PORT_TIME_ZONE }))
      .getBuffer(),
};

/** pdfmake with the fonts and access policy above, for every PDF writer. */
export { pdfmake };
