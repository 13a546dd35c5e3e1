import type { DocumentWriter } from './documentWriter';

/**
 * One PDF of several, each one's pages in order: a bill followed by the survey reports it
 * charged, sent to the shipping line as one file.
 */
export const mergePdfs: DocumentWriter<readonly Uint8Array[]> = {
  extension: 'pdf',
  contentType: 'application/pdf',
  async write(parts) {
    // Loaded with the first merge rather than with the server: it takes a while to load.
    const { PDFDocument } = await import('pdf-lib');
    const merged = await PDFDocument.create();
    for (const part of parts) {
      const source = await PDFDocument.load(part);
      const pages = await merged.copyPages(source, source.getPageIndices());
      for (const page of pages) merged.addPage(page);
    }
    return Buffer.from(await merged.save());
  },
};
