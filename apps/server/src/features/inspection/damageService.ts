import { INSPECTION_MESSAGES, inspection, type SessionUser } from '@quaybook/contract';
import { Condition } from '@quaybook/domain';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import type { ReceivedFile } from '../../http/fileParts';
import { type Change, recordChange } from '../../shared/history';
import { refuseProblems } from '../../shared/problems';
import { isStale, staleEdit } from '../../shared/rowVersion';
import { inTransaction } from '../../shared/transaction';
import {
  companyDamageLines,
  damageLineRows,
  deleteDamageLines,
  insertDamageLine,
  inspectionDamageLines,
  lockedDamageLineVersions,
  tiePhotoToLine,
  updateDamageLine,
} from './damageLineRepository';
import { damageCodeProblems, damageLineValues } from './damageLines';
import { damageChange } from './inspectionHistory';
import { inspectionForChange, inspectionsForChange, refuseIfLocked } from './inspectionsForChange';
import { photoRows } from './photoRepository';
import { checkPhotos, photoIndexProblems, photoKeeper, photosOfLines } from './photos';

type SaveBody = z.output<typeof inspection.endpoints.saveDamage.body>;

/** The Damage List of a recorded inspection: its lines added, changed and removed. */
export function damageService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const keepPhotos = photoKeeper(deps);

  return {
    /**
     * Adds the lines without an id and changes those with one (each a line of this inspection),
     * keeping the photos sent with them; a line's Image picks its photo.
     */
    async save(user: SessionUser, body: SaveBody, files: readonly ReceivedFile[]) {
      const { reportid, damageData: lines } = body;
      const known = (await photoRows(db, user.company_id, [reportid])).map((p) => p.imagepath);
      refuseProblems({
        ...(await damageCodeProblems(db, user.company_id, lines)),
        ...photoIndexProblems(lines, files, known),
      });
      const photos = await checkPhotos(files);
      await inTransaction(db, async (tx) => {
        const found = await inspectionForChange(tx, user.company_id, reportid);
        refuseIfLocked(found);
        if (found.record.condition === Condition.sound)
          throw badRequest(
            `Container ${found.containerNumber} is recorded Sound; change it to Damage before adding damage lines.`,
          );
        const ids = lines.flatMap((line) => (line.autoid ? [line.autoid] : []));
        const existing = await inspectionDamageLines(tx, reportid, ids);
        if (existing.length !== new Set(ids).size)
          throw notFound(INSPECTION_MESSAGES.damageNotFound);
        // A line changed since the overlay read it is not written over: all of them stay.
        if (lines.some((line) => line.version !== undefined)) {
          const stored = await lockedDamageLineVersions(tx, ids);
          const stale = lines.find((line) => isStale(line.version, stored.get(line.autoid ?? 0)));
          const last = stale && stored.get(stale.autoid ?? 0);
          if (last)
            throw staleEdit(
              last,
              await damageLineRows(tx, user.company_id, [reportid]),
              inspection.endpoints.saveDamage.data,
            );
        }
        const changes: Change[] = [];
        const savedIds: number[] = [];
        for (const line of lines) {
          const values = damageLineValues(line);
          const before = existing.find((row) => row.id === line.autoid);
          const saved = before
            ? await updateDamageLine(tx, before.id, {
                ...values,
                modifiedBy: user.user_id,
                modifiedAt: new Date(),
              })
            : await insertDamageLine(tx, {
                ...values,
                companyId: user.company_id,
                inspectionId: reportid,
                createdBy: user.user_id,
              });
          if (!saved) throw new Error('The damage line was not saved');
          savedIds.push(saved.id);
          changes.push(
            before
              ? damageChange('damage-changed', before, saved)
              : damageChange('damage-added', undefined, saved),
          );
          // A line naming a photo the inspection already has takes that photo.
          if (typeof line.Image === 'string' && known.includes(line.Image))
            await tiePhotoToLine(tx, reportid, line.Image, saved.id);
        }
        await keepPhotos(
          tx,
          user,
          reportid,
          photosOfLines(photos, lines, (index) => savedIds[index] ?? null),
        );
        await recordChange(tx, user, ...changes);
      });
      return damageLineRows(db, user.company_id, [reportid]);
    },

    /**
     * Removes lines of the company's inspections that are not on a report or bill; a line sent
     * with its inspection's id must be of that inspection.
     */
    async remove(user: SessionUser, sent: readonly { autoid: number; reportid: number | null }[]) {
      return inTransaction(db, async (tx) => {
        const unique = [...new Set(sent.map((line) => line.autoid))];
        const lines = await companyDamageLines(tx, user.company_id, unique);
        const ofItsInspection = sent.every(
          ({ autoid, reportid }) =>
            reportid === null ||
            lines.some((line) => line.id === autoid && line.inspectionId === reportid),
        );
        if (lines.length !== unique.length || !ofItsInspection)
          throw notFound(INSPECTION_MESSAGES.damageNotFound);
        const owners = await inspectionsForChange(
          tx,
          user.company_id,
          lines.map((line) => line.inspectionId),
        );
        for (const owner of owners) refuseIfLocked(owner);
        await deleteDamageLines(tx, unique);
        await recordChange(
          tx,
          user,
          ...lines.map((line) => damageChange('damage-removed', line, undefined)),
        );
        return { deleted: lines.length };
      });
    },
  };
}
