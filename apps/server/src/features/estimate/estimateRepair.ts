import {
  type completeRepairInput,
  type EstimateDetail,
  ESTIMATE_MESSAGES as MESSAGES,
  type SessionUser,
} from '@quaybook/contract';
import { todayInPorts } from '@quaybook/domain';
import type { z } from 'zod';
import type { Deps } from '../../deps';
import { documentService } from '../../documents/documentService';
import { badRequest } from '../../http/errors';
import type { ReceivedFile } from '../../http/fileParts';
import { recordChange } from '../../shared/history';
import { inTransaction } from '../../shared/transaction';
import { checkPhotos, issuePhoto } from '../inspection/photos';
import { detailOf, storedEstimate } from './estimateDetails';
import { estimateFacts, estimateParent } from './estimateFacts';
import {
  insertRepairPhoto,
  linesOf,
  updateEstimate,
  updateEstimateLine,
} from './estimateRepository';
import { checkEstimateVersion } from './estimateService';

type RepairInput = z.output<typeof completeRepairInput>;

/** Repairs of an approved estimate: the approved lines repaired, with after-repair photos. */
export function estimateRepairService(deps: Pick<Deps, 'db' | 'config'>) {
  const { db } = deps;
  const documents = documentService(deps);

  return {
    /**
     * Marks approved lines repaired on the date and keeps each photo with its line; once every
     * approved line is repaired the estimate is. The photos are checked (and their thumbnails
     * made) before the transaction opens.
     */
    async complete(
      user: SessionUser,
      input: RepairInput,
      files: readonly ReceivedFile[],
    ): Promise<EstimateDetail> {
      const photoLines = input.photolines ?? [];
      if (photoLines.length !== files.length)
        throw badRequest(MESSAGES.photoLines, { photolines: MESSAGES.photoLines });
      const notRepaired = photoLines.find((lineNo) => !input.lines.includes(lineNo));
      if (notRepaired !== undefined)
        throw badRequest(MESSAGES.photoLines, { photolines: MESSAGES.photoLines });
      const repairedOn = input.repairdate ?? todayInPorts();
      if (repairedOn > todayInPorts())
        throw badRequest(MESSAGES.repairAfterToday, { repairdate: MESSAGES.repairAfterToday });
      const photos = await checkPhotos(files);
      return inTransaction(db, async (tx) => {
        const before = await storedEstimate(tx, user.company_id, input.estimateid, true);
        await checkEstimateVersion(tx, before, input.version);
        if (before.status !== 'approved' && before.status !== 'partly_approved')
          throw badRequest(MESSAGES.notDecided);
        const lines = await linesOf(tx, before.id);
        for (const lineNo of input.lines) {
          const line = lines.find((stored) => stored.lineNo === lineNo);
          if (!line)
            throw badRequest(MESSAGES.unknownLine(lineNo), { lines: MESSAGES.unknownLine(lineNo) });
          if (line.approved !== 1)
            throw badRequest(MESSAGES.notApprovedLine(lineNo), {
              lines: MESSAGES.notApprovedLine(lineNo),
            });
        }
        const at = new Date();
        for (const line of lines)
          if (input.lines.includes(line.lineNo))
            await updateEstimateLine(tx, line.id, {
              repairedAt: repairedOn,
              modifiedBy: user.user_id,
              modifiedAt: at,
            });
        // One at a time, so only one photo's bytes are held at once.
        for (const [index, photo] of photos.entries()) {
          const line = lines.find((stored) => stored.lineNo === photoLines[index]);
          if (!line) continue;
          const { original, thumbnail } = await issuePhoto(documents, tx, user, photo);
          await insertRepairPhoto(tx, {
            companyId: user.company_id,
            estimateLineId: line.id,
            documentId: original.id,
            thumbnailId: thumbnail.id,
            originalName: photo.file.filename,
            createdBy: user.user_id,
          });
        }
        const after = await linesOf(tx, before.id);
        const done = after.every((line) => line.approved !== 1 || line.repairedAt !== null);
        const estimate = await updateEstimate(tx, before.id, {
          ...(done ? { status: 'repaired' as const, repairedAt: repairedOn } : {}),
          modifiedBy: user.user_id,
          modifiedAt: at,
        });
        if (!estimate) throw new Error(`Estimate ${before.estimateNo} was not repaired`);
        await recordChange(tx, user, {
          entity: 'estimate',
          entityId: before.id,
          parent: estimateParent(before),
          action: 'repaired',
          before: estimateFacts(before, lines),
          after: { ...estimateFacts(estimate, after), photos: photos.length },
        });
        return detailOf(tx, estimate);
      });
    },
  };
}
