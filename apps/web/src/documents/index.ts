export { DocumentViewer } from './DocumentViewer';
export { type DocumentEndpoint, fetchDocument } from './documentEndpoint';
export {
  type DocumentViewerHandle,
  useDocumentViewer,
  type ViewedDocument,
} from './useDocumentViewer';
