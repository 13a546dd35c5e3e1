export { type DocumentViewerHandle, useDocumentViewer } from './useDocumentViewer';
