import type { DownloadedFile } from '@quaybook/contract';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { CallError } from '../api/client';
import { notify } from '../notify';
import { DocumentViewer } from './DocumentViewer';
import { type DocumentEndpoint, fetchDocument } from './documentEndpoint';

/** The document the viewer shows: asked for by name, its bytes once the call answers. */
export interface ViewedDocument {
  filename: string;
  title: string;
  file: DownloadedFile | null;
}

export interface DocumentViewerHandle {
  /**
   * Fetches the document and shows it; the modal opens at once with a loader and shows the
   * document when its call answers. A refusal closes it with the server's message as a toast.
   * Resolves true once the document shows, false when it was refused.
   */
  openDocument(endpoint: DocumentEndpoint, filename: string, title?: string): Promise<boolean>;
  /** Render this once in the screen. */
  viewer: ReactNode;
}

/**
 * A screen's embedded document viewer.
 * @example
 * const { openDocument, viewer } = useDocumentViewer();
 * await openDocument(api.report.pdf, pdf.filename, `Report ${pdf.rptno}`);
 * return <>{…}{viewer}</>;
 */
export function useDocumentViewer(): DocumentViewerHandle {
  const [viewed, setViewed] = useState<ViewedDocument | null>(null);
  // Only the latest request may fill the modal: a slow answer to an earlier one is dropped.
  const latest = useRef(0);

  const openDocument = useCallback(
    async (endpoint: DocumentEndpoint, filename: string, title?: string) => {
      const request = ++latest.current;
      setViewed({ filename, title: title ?? filename, file: null });
      try {
        const file = await fetchDocument(endpoint, filename);
        if (request !== latest.current) return false;
        setViewed({ filename, title: title ?? file.filename, file });
        return true;
      } catch (error) {
        if (request !== latest.current) return false;
        setViewed(null);
        notify.error(
          error instanceof CallError ? error.message : 'The document could not be opened.',
        );
        return false;
      }
    },
    [],
  );

  const close = useCallback(() => {
    latest.current++;
    setViewed(null);
  }, []);

  return { openDocument, viewer: <DocumentViewer viewed={viewed} onClose={close} /> };
}
