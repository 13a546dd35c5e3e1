import type { SessionUser } from '@quaybook/contract';
import type { Database } from '../../db/client';
import type {
  DocumentService,
  DocumentToIssue,
  IssuedDocument,
} from '../../documents/documentService';
import { insertSentFile, type SentFileKind } from './sentFileRepository';

/** A file generated for a party: the document, and what the Sent files list says of it. */
interface SentFileToRecord extends Omit<DocumentToIssue, 'user'> {
  sentAs: SentFileKind;
  applicantId: number | null;
  accountId: number | null;
  containerCount: number;
}

interface RecordedSentFile extends IssuedDocument {
  sentFileId: number;
}

/**
 * Issues the file as a document of the caller's company and records it as sent to the party, in
 * the caller's transaction: the marks a report sets on its inspections commit with it or not at
 * all.
 */
export async function recordSentFile(
  tx: Database,
  documents: DocumentService,
  user: Pick<SessionUser, 'company_id' | 'user_id'>,
  file: SentFileToRecord,
): Promise<RecordedSentFile> {
  const { sentAs, applicantId, accountId, containerCount, ...document } = file;
  const issued = await documents.issue(tx, { ...document, user });
  const row = await insertSentFile(tx, {
    companyId: user.company_id,
    kind: sentAs,
    documentId: issued.id,
    applicantId,
    accountId,
    containerCount,
    createdBy: user.user_id,
  });
  if (!row) throw new Error('The sent file was not recorded.');
  return { ...issued, sentFileId: row.id };
}
