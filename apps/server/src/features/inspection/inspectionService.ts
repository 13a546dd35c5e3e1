import {
  type bulkUpdateInput,
  EDIT_CONFLICT_MESSAGES,
  type FieldProblems,
  INSPECTION_MESSAGES,
  type InspectionRow,
  type inspection,
  type inspectionEditInput,
  inspectionRow,
  type SessionUser,
} from '@quaybook/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest } from '../../http/errors';
import type { ReceivedFile } from '../../http/fileParts';
import { choiceProblems } from '../../shared/choices';
import { type Change, recordChange } from '../../shared/history';
import { refuseProblems } from '../../shared/problems';
import { expectStoredVersion, isStale } from '../../shared/rowVersion';
import { inTransaction } from '../../shared/transaction';
import { updateContainer } from './containerRepository';
import { damageLineCount, damageLineRows, insertDamageLines } from './damageLineRepository';
import { damageCodeProblems, damageLineValues } from './damageLines';
import { refuseIfAlreadyInspected, sailedCallProblem } from './entryConflicts';
import { checkInspection, conditionProblems, inspectionValues } from './inspectionChecks';
import { damageChange, inspectionChange } from './inspectionHistory';
import {
  type ContainerRecord,
  deleteInspection,
  findContainer,
  type InspectionValues,
  insertInspection,
  linkPartyOf,
  lockedInspectionVersion,
  lockedInspectionVersions,
  updateCompanyInspections,
  updateInspection,
} from './inspectionRepository';
import { inspectionRowsByIds } from './inspectionRowRepository';
import { inspectionFacts } from './inspectionRows';
import { inspectionForChange, inspectionsForChange, refuseIfLocked } from './inspectionsForChange';
import { photoRows } from './photoRepository';
import { checkPhotos, photoIndexProblems, photoKeeper, photosOfLines } from './photos';

type CreateBody = z.output<typeof inspection.endpoints.create.body>;
type EditInput = z.output<typeof inspectionEditInput>;
type BulkInput = z.output<typeof bulkUpdateInput>;

const notRecorded = (number: string) =>
  `Container ${number} is not recorded yet: add it with its ISO code first.`;

/** The inspection as listed, after its change. */
async function listed(db: Database, companyId: number, id: number): Promise<InspectionRow> {
  const [row] = await inspectionRowsByIds(db, companyId, [id]);
  if (!row) throw new Error(`Inspection ${id} was not found after saving it`);
  return row;
}

/** Recording, changing and removing inspections; every change with its history, or nothing. */
export function inspectionService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const keepPhotos = photoKeeper(deps);

  return {
    /**
     * Records an inspection with its damage lines and photos in one transaction; a refusal
     * writes nothing, and stored photo files go with a rollback.
     */
    async create(user: SessionUser, body: CreateBody, files: readonly ReceivedFile[]) {
      const t = body.transaction;
      const lines = body.damageData ?? [];
      const container = await findContainer(db, user.company_id, t.containerNumber);
      const problems: FieldProblems = {};
      if (!container) problems['transaction.containerNumber'] = notRecorded(t.containerNumber);
      else if (t.containerId !== null && t.containerId !== container.id)
        problems['transaction.containerId'] =
          `The container id is not that of container ${t.containerNumber}.`;
      if (body.containerno && body.containerno.containerNumber !== t.containerNumber)
        problems['containerno.containerNumber'] =
          'The container number differs from the one in the transaction.';
      const checked = await checkInspection(db, user.company_id, t, 'transaction');
      const sailed = await sailedCallProblem(db, user.company_id, t);
      if (sailed) problems['transaction.voyage'] = sailed;
      refuseProblems({
        ...problems,
        ...checked.problems,
        ...conditionProblems(checked.fixed.conditionid, lines.length, 'damageData', true),
        ...(await damageCodeProblems(db, user.company_id, lines)),
        ...photoIndexProblems(lines, files, []),
      });
      const photos = await checkPhotos(files);
      if (!container) throw new Error('unreachable: the container was checked');

      const id = await inTransaction(db, async (tx) => {
        await refuseIfAlreadyInspected(
          tx,
          user.company_id,
          container,
          checked.fixed,
          'transaction.containerNumber',
        );
        const saved = await insertInspection(tx, {
          ...inspectionValues(checked.fixed),
          companyId: user.company_id,
          containerId: container.id,
          createdBy: user.user_id,
          createdAt: new Date(),
        });
        if (!saved) throw new Error('The inspection was not recorded');
        const savedLines = await insertDamageLines(
          tx,
          lines.map((line) => ({
            ...damageLineValues(line),
            companyId: user.company_id,
            inspectionId: saved.id,
            createdBy: user.user_id,
          })),
        );
        const names = await keepPhotos(
          tx,
          user,
          saved.id,
          photosOfLines(photos, lines, (index) => savedLines[index]?.id ?? null),
        );
        const after = { contnumber: container.number, ...inspectionFacts(saved) };
        const changes: Change[] = [
          inspectionChange(saved, { action: 'created', after }),
          ...savedLines.map((line) => damageChange('damage-added', undefined, line)),
        ];
        if (names.length)
          changes.push(
            inspectionChange(saved, { action: 'photos-added', after: { photos: names } }),
          );
        await recordChange(tx, user, ...changes);
        return saved.id;
      });
      return listed(db, user.company_id, id);
    },

    /** Changes every field of an inspection and its container's weights and year, at once. */
    async edit(user: SessionUser, input: EditInput) {
      const checked = await checkInspection(db, user.company_id, input, '');
      const container = await findContainer(db, user.company_id, input.containerNumber);
      refuseProblems({
        ...checked.problems,
        ...(container ? {} : { containerNumber: notRecorded(input.containerNumber) }),
      });
      if (!container) throw new Error('unreachable: the container was checked');
      await inTransaction(db, async (tx) => {
        const found = await inspectionForChange(tx, user.company_id, input.reportid);
        refuseIfLocked(found);
        await expectStoredVersion(
          input.version,
          () => lockedInspectionVersion(tx, input.reportid),
          () => listed(tx, user.company_id, input.reportid),
          inspectionRow,
        );
        const lines = await damageLineCount(tx, input.reportid);
        refuseProblems(conditionProblems(input.conditionid, lines, 'conditionid', false));
        const now = new Date();
        const saved = await updateInspection(tx, input.reportid, {
          ...inspectionValues(checked.fixed),
          containerId: container.id,
          modifiedBy: user.user_id,
          modifiedAt: now,
        });
        if (!saved) throw new Error('The inspection was not changed');
        const box = await updateContainer(tx, container.id, {
          tareWeight: input.isotarewt,
          grossWeight: input.isogrosswt,
          manufacture: input.manufacture,
          modifiedBy: user.user_id,
          modifiedAt: now,
        });
        await recordChange(
          tx,
          user,
          inspectionChange(saved, {
            action: 'updated',
            before: { contnumber: found.containerNumber, ...inspectionFacts(found.record) },
            after: { contnumber: container.number, ...inspectionFacts(saved) },
          }),
          {
            entity: 'container',
            entityId: container.id,
            action: 'updated',
            before: containerWeights(container),
            after: box && containerWeights(box),
          },
        );
      });
      return listed(db, user.company_id, input.reportid);
    },

    /** Removes an inspection with its lines and photo rows; history keeps the whole record. */
    async remove(user: SessionUser, reportid: number) {
      await inTransaction(db, async (tx) => {
        const found = await inspectionForChange(tx, user.company_id, reportid);
        refuseIfLocked(found);
        const whole = await listed(tx, user.company_id, reportid);
        const damages = await damageLineRows(tx, user.company_id, [reportid]);
        await deleteInspection(tx, reportid);
        await recordChange(
          tx,
          user,
          inspectionChange(found.record, { action: 'deleted', before: { ...whole, damages } }),
        );
      });
      return { reportid };
    },

    /** Adds photos to a recorded inspection that is not on a report or bill. */
    async addPhotos(user: SessionUser, reportid: number, files: readonly ReceivedFile[]) {
      if (files.length === 0)
        throw badRequest('Choose at least one photo to add.', { files: 'Choose a photo.' });
      const photos = await checkPhotos(files);
      await inTransaction(db, async (tx) => {
        const found = await inspectionForChange(tx, user.company_id, reportid);
        refuseIfLocked(found);
        const names = await keepPhotos(
          tx,
          user,
          reportid,
          photos.map((photo) => ({ ...photo, damageLineId: null })),
        );
        await recordChange(
          tx,
          user,
          inspectionChange(found.record, { action: 'photos-added', after: { photos: names } }),
        );
      });
      return photoRows(db, user.company_id, [reportid]);
    },

    /** Applies only the chosen changes to only the checked inspections, all or none. */
    async bulkUpdate(user: SessionUser, input: BulkInput) {
      const changes = await bulkChanges(db, user.company_id, input);
      const resend = {
        ...(input.chkcodeco ? { codecoSent: false } : {}),
        ...(input.chkedi ? { ediSent: false } : {}),
        ...(input.chkova ? { ovaSent: false } : {}),
      };
      const changesData = Object.keys(changes).length > 0;
      if (!changesData && Object.keys(resend).length === 0)
        throw badRequest(INSPECTION_MESSAGES.selectChange);
      return inTransaction(db, async (tx) => {
        const all = await inspectionsForChange(tx, user.company_id, input.checkedIds);
        // Resending a message changes nothing a report or bill shows, so locked rows may.
        if (changesData) for (const row of all) refuseIfLocked(row);
        const { found, skipped } = await withoutStale(tx, all, input.versions);
        const saved = await updateCompanyInspections(
          tx,
          user.company_id,
          found.map(({ record }) => record.id),
          { ...changes, ...resend, modifiedBy: user.user_id, modifiedAt: new Date() },
        );
        // Up to thousands of rows at once: each finds its earlier self by id, not by a search.
        const beforeById = new Map(found.map(({ record }) => [record.id, record]));
        await recordChange(
          tx,
          user,
          ...saved.map((after) => {
            const before = beforeById.get(after.id);
            return inspectionChange(after, {
              action: 'updated',
              before: before && inspectionFacts(before),
              after: inspectionFacts(after),
            });
          }),
        );
        return skipped.length ? { updated: saved.length, skipped } : { updated: saved.length };
      });
    },
  };
}

/**
 * The rows a bulk change may write: those still at the version the person saw (or not named),
 * and the others, changed since, to be left as they are and named.
 */
async function withoutStale<R extends { record: { id: number }; containerNumber: string }>(
  tx: Database,
  rows: readonly R[],
  versions: Record<string, number> | undefined,
) {
  if (!versions || Object.keys(versions).length === 0) return { found: [...rows], skipped: [] };
  const stored = await lockedInspectionVersions(
    tx,
    rows.map(({ record }) => record.id),
  );
  const found: R[] = [];
  const skipped: { reportid: number; contnumber: string; message: string }[] = [];
  for (const row of rows) {
    const last = stored.get(row.record.id);
    if (last && isStale(versions[String(row.record.id)], last))
      skipped.push({
        reportid: row.record.id,
        contnumber: row.containerNumber,
        message: EDIT_CONFLICT_MESSAGES.rowChangedSince(
          `Container ${row.containerNumber}`,
          last.by,
          last.at,
        ),
      });
    else found.push(row);
  }
  return { found, skipped };
}

const containerWeights = (box: ContainerRecord) => ({
  isotarewt: box.tareWeight,
  isogrosswt: box.grossWeight,
  manufacture: box.manufacture,
});

/** The columns a bulk update sets, from the choices made; refuses ids the company may not use. */
async function bulkChanges(db: Database, companyId: number, input: BulkInput) {
  refuseProblems(
    await choiceProblems(db, companyId, [
      { field: 'partyid', kind: 'party', id: input.partyid },
      { field: 'applicantid', kind: 'applicant', id: input.partyid ? null : input.applicantid },
      { field: 'accountid', kind: 'account', id: input.partyid ? null : input.accountid },
      { field: 'vesselid', kind: 'vessel', id: input.vesselid },
      { field: 'voyageid', kind: 'voyage', id: input.voyageid },
      { field: 'movementid', kind: 'movement', id: input.movementid },
      { field: 'locationid', kind: 'location', id: input.locationid },
      { field: 'tolocation', kind: 'location', id: input.tolocation },
    ]),
  );
  let applicantId = input.applicantid;
  let accountId = input.accountid;
  if (input.partyid) {
    const party = await linkPartyOf(db, companyId, input.partyid);
    applicantId = party?.applicantId ?? null;
    accountId = party?.accountId ?? null;
  }
  const chosen = {
    applicantId,
    accountId,
    vesselId: input.vesselid,
    voyageId: input.voyageid,
    movementId: input.movementid,
    locationId: input.locationid,
    toLocationId: input.tolocation,
    inspectionDate: input.updatedate ?? null,
  };
  return Object.fromEntries(
    Object.entries(chosen).filter(([, value]) => value !== null),
  ) as Partial<InspectionValues>;
}
