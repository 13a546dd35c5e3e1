import { INSPECTION_MESSAGES } from '@quaybook/contract';
import { formatDate } from '@quaybook/domain';
import type { Database } from '../../db/client';
import { conflict } from '../../http/errors';
import { containerForChange } from './containerRepository';
import { callsOfVoyage, surveyRecorded } from './entryConflictRepository';
import type { InspectionInput } from './inspectionChecks';

type Sent = Pick<
  InspectionInput,
  'applicant' | 'account' | 'vesselld' | 'voyage' | 'movementId' | 'inspdate'
>;

/**
 * Why a new inspection may not be recorded on its vessel and voyage: every call of the company
 * with them has sailed. Entry screens offer only calls not yet sailed; this holds a save made
 * before the call sailed and sent after (an offline tablet's). A vessel and voyage of no call
 * are not refused.
 */
export async function sailedCallProblem(
  db: Database,
  companyId: number,
  { vesselld, voyage }: Pick<Sent, 'vesselld' | 'voyage'>,
): Promise<string | undefined> {
  const calls = await callsOfVoyage(db, companyId, vesselld, voyage);
  const [latest] = calls;
  if (!latest || calls.some((call) => !call.isSail)) return undefined;
  return INSPECTION_MESSAGES.callSailed(latest.name, formatDate(latest.sailDate) || null);
}

/**
 * Refuses (409) a second inspection of the container on the same day for the same party,
 * vessel, voyage and movement: the same survey recorded twice (by two surveyors, or by a tablet
 * that kept it offline). A later day's is a survey of its own. The container's row is locked
 * first, so two saves of it at once are decided one after the other.
 */
export async function refuseIfAlreadyInspected(
  tx: Database,
  companyId: number,
  container: { id: number; number: string },
  sent: Sent,
  field: string,
): Promise<void> {
  await containerForChange(tx, companyId, container.id);
  const recorded = await surveyRecorded(tx, {
    companyId,
    containerId: container.id,
    applicantId: sent.applicant,
    accountId: sent.account,
    vesselId: sent.vesselld,
    voyageId: sent.voyage,
    movementId: sent.movementId,
    inspectionDate: sent.inspdate,
  });
  if (!recorded) return;
  const message = INSPECTION_MESSAGES.alreadyInspectedOn(
    container.number,
    formatDate(sent.inspdate),
  );
  throw conflict(message, { [field]: message });
}
