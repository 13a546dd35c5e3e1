import type { SessionUser } from '@quaybook/contract';
import { messageReporting, movementMessage } from '@quaybook/domain';
import type { Database } from '../../db/client';
import type { DocumentService } from '../../documents/documentService';
import type { GatheredInspection } from './ediInspectionRepository';

// The message a line was last told of an inspection in, so a message sent again replaces it by
// name (RFF ACW). Each EDI report records on the inspections it sends the file it sent them in
// (ediFileName); that interchange, kept as a document, is read again and the message that
// reported the container under the same document code (34, 36, 44, 46) is the one replaced.

/**
 * For each inspection the line was told of in an EDI message, that message's BGM document number,
 * by inspection id. An inspection sent only in a workbook, or never, has none: it goes as an
 * original. Read in the report's transaction `tx`.
 */
export async function previousMessages(
  tx: Database,
  documents: DocumentService,
  user: Pick<SessionUser, 'company_id'>,
  rows: readonly GatheredInspection[],
): Promise<Map<number, string>> {
  const interchanges = new Map<string, string | null>();
  const found = new Map<number, string>();
  for (const row of rows) {
    const reportedAs = movementMessage(row);
    if (!row.ediFileName || !reportedAs) continue;
    let text = interchanges.get(row.ediFileName);
    if (text === undefined) {
      const bytes = await documents.read(tx, user, row.ediFileName, ['edi-interchange']);
      text = bytes ? bytes.toString('latin1') : null;
      interchanges.set(row.ediFileName, text);
    }
    const reference =
      text && messageReporting(text, { container: row.container, document: reportedAs.document });
    if (reference) found.set(row.id, reference);
  }
  return found;
}
