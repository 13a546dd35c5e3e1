import { CHECK_DIGIT_MESSAGES, EDI_REPORT_MESSAGES, type SessionUser } from '@quaybook/contract';
import {
  checkDigitFaults,
  interchangeText,
  type LineParties,
  MAX_MESSAGES,
  messageGroups,
  movementInterchange,
  movementMessage,
  preparedAt,
  type ReportedMove,
} from '@quaybook/domain';
import type { Database } from '../../db/client';
import type { DocumentService } from '../../documents/documentService';
import { badRequest, information, refusedWith } from '../../http/errors';
import { nextInterchange } from '../../shared/sequences';
import { reportedMove } from './ediFacts';
import type { GatheredInspection } from './ediInspectionRepository';
import { previousMessages } from './previousMessages';

// The interchange of a party's inspections, shared by the report screens and the deliveries
// that send it by themselves.

/** Who asks: the company whose inspections are sent, and the user the sent file names. */
export type Caller = Pick<SessionUser, 'company_id' | 'user_id'>;

/**
 * The containers with a wrong ISO 6346 check digit among those about to be sent: refused, each
 * named, until the user accepts them (`acceptcheckdigits=1`); once accepted, their numbers, for
 * the answer's message to name again.
 */
export function acceptedCheckDigits(
  rows: readonly { container: string }[],
  accepted: number,
): string[] {
  const faults = checkDigitFaults(rows.map((row) => row.container));
  if (faults.length > 0 && accepted !== 1)
    throw refusedWith(409, CHECK_DIGIT_MESSAGES.refused(faults), faults);
  return faults.map((fault) => fault.container);
}

/**
 * The interchange of the gathered inspections whose movements are reported; one the line was
 * told of in an EDI message before goes as the replacement of that message. Refused (nothing
 * written) when none is reported, or when a container's check digit is wrong and not accepted.
 */
export async function interchangeOf(
  tx: Database,
  documents: DocumentService,
  user: Caller,
  rows: readonly GatheredInspection[],
  line: LineParties,
  acceptCheckDigits: number,
) {
  const reportable = rows.filter((row) => movementMessage(row) !== null);
  if (reportable.length === 0) throw information(EDI_REPORT_MESSAGES.noneReported(rows.length));
  const wrongCheckDigits = acceptedCheckDigits(reportable, acceptCheckDigits);
  const previous = await previousMessages(tx, documents, user, reportable);
  const reported = reportable.map((row) => ({
    id: row.id,
    move: reportedMove(row, previous.get(row.id) ?? null) as ReportedMove,
  }));
  const groups = messageGroups(reported.map(({ move }) => move));
  if (groups.length > MAX_MESSAGES)
    throw badRequest(EDI_REPORT_MESSAGES.tooManyMessages(MAX_MESSAGES));
  const references = await nextInterchange(tx, user.company_id, groups.length);
  const text = interchangeText(
    movementInterchange(groups, line, references, preparedAt(new Date())),
  );
  return {
    ids: reported.map(({ id }) => id),
    messages: groups.length,
    controlReference: references.controlReference,
    messageReferences: references.messageReferences,
    bytes: Buffer.from(text, 'ascii'),
    wrongCheckDigits,
  };
}
