import {
  type AdvanceContainerRow,
  api,
  INSPECTION_MESSAGES,
  type InspectionEditInput,
} from '@quaybook/contract';
import type { Condition } from '@quaybook/domain';
import { CallError, call } from '../../api/client';
import type { DamageLineDraft, MovementWireField } from '../../inspections';
import { createRequest } from '../inspectionEntry/entryRow';
import { editBody, editValues } from '../inspectionView/editForm';
import { type AdvanceDraft, entryOf } from './advanceEntry';

/** The screen's name in the offline queue. */
export const ADVANCE_LIST_SCREEN = 'Advanced Container List';

/** Corrects the row's container to this ISO code (and so its size and type). */
export async function correctIso(
  row: AdvanceContainerRow,
  iso: string,
  key?: string,
): Promise<void> {
  await call(
    api.inspection.updateContainerIso,
    { body: { contid: row.containerID, contnumber: row.contnumber, iso_code: iso } },
    key ? { idempotencyKey: key } : {},
  );
}

/** The recorded inspection of the row, as View Inspection lists it, for its edit. */
export async function recordedOf(row: AdvanceContainerRow) {
  const { data } = await call(api.inspection.list, {
    query: {
      contnumber: row.contnumber,
      vessel: row.vesselID,
      voyage: row.VoyId,
      movement: row.movementID,
    },
  });
  const found = data.find((inspection) => inspection.reportid === row.reportid);
  if (!found) throw new CallError(INSPECTION_MESSAGES.inspectionNotFound, 404, {});
  return found;
}

export interface AdvanceEntry {
  row: AdvanceContainerRow;
  draft: AdvanceDraft;
  condition: Condition;
  /** The movement's fields the row asked for: an edit changes only these of the record. */
  asked: readonly MovementWireField[];
  damages: readonly DamageLineDraft[];
}

/**
 * Saves the open row: its ISO first when it was corrected, then a new inspection with the
 * row's party, call, movement and place (POST /create_transaction), or — for a row already
 * inspected — the recorded one changed where the row changes it (POST /edit_transaction).
 * Answers the inspection's id. Each call is named by `key`, the row's own id, so a row sent again
 * from the offline queue records nothing twice.
 */
export async function saveAdvanceEntry(
  { row, draft, condition, asked, damages }: AdvanceEntry,
  key: string,
): Promise<number> {
  if (draft.iso !== row.iso) await correctIso(row, draft.iso, `${key}-iso`);
  const entry = entryOf(row, draft);
  if (row.reportid === null) {
    const request = createRequest(entry, undefined, condition, row.containerID, damages);
    const transaction = {
      ...request.body.transaction,
      applicant: row.applicantID,
      account: row.accountID,
    };
    const { data } = await call(
      api.inspection.create,
      { body: { ...request.body, transaction }, files: request.files },
      { idempotencyKey: key },
    );
    return data.reportid;
  }
  const recorded = await recordedOf(row);
  const changed: Record<string, unknown> = {
    seal: draft.seal,
    inspdate: draft.inspdate,
    insptime: draft.insptime,
    conditionid: condition,
    hazstat: 'N',
    note: draft.note,
  };
  for (const field of asked) changed[field] = draft[field];
  const values = { ...editValues(recorded), ...changed };
  // The edit call wants a cargo weight; one never recorded stays none as 0 kg.
  if (values.cargowt === '' || values.cargowt === null) values.cargowt = 0;
  const { data } = await call(
    api.inspection.edit,
    { body: editBody(values) as InspectionEditInput },
    { idempotencyKey: key },
  );
  return data.reportid;
}
