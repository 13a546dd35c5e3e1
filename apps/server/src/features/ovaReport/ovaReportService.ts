import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { OVA_REPORT_MESSAGES, ovaLayout, type SessionUser } from '@quaybook/contract';
import { PORT_TIME_ZONE } from '@quaybook/domain';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { badRequest, information } from '../../http/errors';
import { refuseUnknownChoices } from '../../shared/choices';
import { inTransaction } from '../../shared/transaction';
import { refuseUnfitInspectionFilter } from '../inspection/inspectionFilterChecks';
import { recordSentFile } from '../sentFiles/sentFileRecord';
import { layoutWorkbook, XLSX_TYPE } from '../upload/layoutWorkbook';
import { type OvaMovement, type OvaReportFilters, ovaMovements } from './ovaMovementRepository';
import { markOvaSent } from './ovaReportRepository';

const distinct = (names: readonly string[]) => [...new Set(names)].sort();

/**
 * Refuses the report while any of its movements lacks an OVA code: a row left out would stay
 * unsent with nothing to show for it, and a blank code would be refused by the port.
 */
function refuseMissingCodes(movements: readonly OvaMovement[]) {
  const places = distinct(movements.filter((m) => !m.locationCoded).map((m) => m.locationName));
  const moves = distinct(movements.filter((m) => !m.movementCoded).map((m) => m.movementName));
  if (places.length || moves.length)
    throw badRequest(OVA_REPORT_MESSAGES.missingCodes(places, moves));
}

/** The one value every movement shares, else none: the party a file is recorded against. */
const sharedOf = (values: readonly number[]) => (new Set(values).size === 1 ? values[0] : null);

/** 'OVA_20261124_101502.xlsx', on the ports' clock. */
function downloadNameAt(now: Date) {
  const stamp = new Intl.DateTimeFormat('en-CA', {
    timeZone: PORT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .replace(/\D/g, '');
  return `OVA_${stamp.slice(0, 8)}_${stamp.slice(8)}.xlsx`;
}

/**
 * The OVA report: the movements of the filters not yet sent, as a workbook in the OVA upload's
 * layout, kept as a sent file; they are marked sent with its name in the same transaction.
 * Answers the document's name and how many movements it holds.
 */
export async function generateOvaReport(
  deps: Pick<Deps, 'db' | 'config'>,
  user: SessionUser,
  query: OvaReportFilters,
): Promise<{ name: string; containers: number }> {
  await refuseUnknownChoices(deps.db, user.company_id, query);
  refuseUnfitInspectionFilter(query);
  return inTransaction(deps.db, async (tx) => {
    const movements = await ovaMovements(tx, user.company_id, query);
    if (movements.length === 0) throw information(OVA_REPORT_MESSAGES.nothingToSend);
    const issued = await issueOvaReport(tx, deps, user, movements, {
      applicantId: query.applicant ?? null,
      accountId: query.account ?? null,
    });
    return { name: issued.name, containers: movements.length };
  });
}

/**
 * Issues the movements' workbook in the OVA upload's layout as a sent file of the party (the one
 * every movement shares when none is given) and marks them sent with its name, in `tx`.
 */
export async function issueOvaReport(
  tx: Database,
  deps: Pick<Deps, 'db' | 'config'>,
  user: Pick<SessionUser, 'company_id' | 'user_id'>,
  movements: readonly OvaMovement[],
  party: { applicantId: number | null; accountId: number | null },
) {
  refuseMissingCodes(movements);
  const downloadName = downloadNameAt(new Date());
  const file = await layoutWorkbook({
    filename: downloadName,
    sheetName: 'OVA',
    columns: ovaLayout,
    pages: (async function* () {
      yield movements.map((movement) => movement.cells);
    })(),
  });
  const bytes = await buffer(file.body as Readable);
  const issued = await recordSentFile(tx, documentService(deps), user, {
    sentAs: 'ova',
    kind: 'ova-report',
    applicantId: party.applicantId ?? sharedOf(movements.map((m) => m.applicantId)) ?? null,
    accountId: party.accountId ?? sharedOf(movements.map((m) => m.accountId)) ?? null,
    containerCount: movements.length,
    downloadName,
    contentType: XLSX_TYPE,
    bytes,
  });
  await markOvaSent(
    tx,
    user.company_id,
    movements.map((m) => m.inspectionId),
    downloadName,
  );
  return issued;
}
