import {
  api,
  type EstimateDetail,
  type estimateUpdateInput,
  ESTIMATE_MESSAGES as MESSAGES,
  type SessionUser,
} from '@quaybook/contract';
import {
  damageLocationCode,
  hoursToHundredths,
  REPAIR_SERVICE,
  SERIES,
  taxSlabOf,
  todayInPorts,
} from '@quaybook/domain';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../deps';
import { badRequest, notFound } from '../../http/errors';
import { recordChange } from '../../shared/history';
import { expectStoredVersion } from '../../shared/rowVersion';
import { inNumberedTransaction, nextNumber } from '../../shared/sequences';
import { sqlState, UNIQUE_VIOLATION } from '../../shared/sqlState';
import { inTransaction } from '../../shared/transaction';
import { invoicePartiesOf, taxModeBetween } from '../billing/invoiceParties';
import {
  refuseBackwardDates,
  refuseBadContainerNumbers,
} from '../inspection/inspectionFilterChecks';
import { detailOf, storedEstimate } from './estimateDetails';
import { estimateFacts, estimateParent } from './estimateFacts';
import { type EstimateListQuery, estimateRows } from './estimateListRepository';
import {
  amountValues,
  type LinePricing,
  lineLabourOf,
  type Terms,
  tariffPricing,
  totalsOf,
} from './estimatePricing';
import {
  damageLinesOf,
  deleteEstimateLines,
  type EstimateRecord,
  insertEstimate,
  insertEstimateLines,
  inspectionToEstimate,
  linesOf,
  linkPartiesOf,
  lockedEstimateVersion,
  openEstimateOf,
  tariffOf,
  updateEstimate,
  updateEstimateLine,
} from './estimateRepository';

type UpdateInput = z.output<typeof estimateUpdateInput>;

/** The refusal of a second open estimate of an inspection, naming the open one. */
const openEstimate = (estimateNo: string) =>
  badRequest(MESSAGES.openEstimate(estimateNo), { reportid: MESSAGES.openEstimate(estimateNo) });

const termsOf = (estimate: EstimateRecord): Terms => ({
  labourRatePaise: estimate.labourRatePaise,
  gstRateBasisPoints: estimate.gstRateBasisPoints,
  taxSlab: estimate.taxSlab,
});

/**
 * A version check of an estimate in the caller's transaction: a stale change is refused (409)
 * with the estimate as it now stands.
 */
export const checkEstimateVersion = (tx: Database, estimate: EstimateRecord, version?: number) =>
  expectStoredVersion(
    version,
    () => lockedEstimateVersion(tx, estimate.id),
    () => detailOf(tx, estimate),
    api.estimate.update.current,
  );

/**
 * Estimates of repair: made from a damaged inspection, priced from its line's tariff, changed
 * while a draft, and listed. Every amount is worked out here; each change is one transaction with
 * its history row, hung on the inspection so the container's timeline shows it.
 */
export function estimateService(deps: Pick<Deps, 'db'>) {
  const { db } = deps;

  /** The inspection's Link Party with its labour rate; refused without one. */
  async function partyOf(companyId: number, applicantId: number, accountId: number) {
    const parties = await linkPartiesOf(db, companyId, applicantId, accountId);
    const [first] = parties;
    if (!first) throw badRequest(MESSAGES.noLinkParty);
    const rated = parties.find((party) => party.labourRatePaise !== null);
    if (!rated || rated.labourRatePaise === null)
      throw badRequest(MESSAGES.noLabourRate(first.shortName));
    return { ...rated, labourRatePaise: rated.labourRatePaise };
  }

  return {
    /** The company's estimate; 404 for another company's or none. */
    async get(user: SessionUser, id: number): Promise<EstimateDetail> {
      return detailOf(db, await storedEstimate(db, user.company_id, id));
    },

    /** Estimates: the company's that the filters keep, newest first, a page when asked. */
    list(user: SessionUser, query: EstimateListQuery) {
      const numbers = refuseBadContainerNumbers(query.contnumber);
      refuseBackwardDates(query);
      return estimateRows(db, user.company_id, query, numbers);
    },

    /**
     * A draft estimate of a damaged inspection: one line per damage line, in order, priced from
     * the Link Party's tariff for the container's size at its labour rate; a line no tariff row
     * matches stays unpriced until it is priced by hand.
     */
    async create(user: SessionUser, inspectionId: number): Promise<EstimateDetail> {
      const companyId = user.company_id;
      const inspection = await inspectionToEstimate(db, companyId, inspectionId);
      if (!inspection) throw notFound(MESSAGES.inspectionNotFound);
      const damages = await damageLinesOf(db, inspection.id);
      if (inspection.condition !== 1 || damages.length === 0)
        throw badRequest(MESSAGES.notDamaged, { reportid: MESSAGES.notDamaged });
      const party = await partyOf(companyId, inspection.applicantId, inspection.accountId);
      const open = await openEstimateOf(db, inspection.id);
      if (open) throw openEstimate(open.estimateNo);
      const tariff = await tariffOf(db, companyId, party.id);
      const parties = await invoicePartiesOf(
        db,
        companyId,
        inspection.applicantId,
        inspection.accountId,
      );
      const terms: Terms = {
        labourRatePaise: party.labourRatePaise,
        gstRateBasisPoints: REPAIR_SERVICE.gstRate,
        taxSlab: taxSlabOf(taxModeBetween(parties)),
      };
      const lines = damages.map((damage, index) => {
        const line = {
          lineNo: index + 1,
          damageLineId: damage.id,
          locationCode: damageLocationCode(damage),
          componentId: damage.componentId,
          damageId: damage.damageId,
          repairId: damage.repairId,
          lengthCm: damage.length,
          breadthCm: damage.breadth,
          quantity: damage.quantity,
          responsibility: 'U' as const,
        };
        return { ...line, ...tariffPricing(line, inspection.size, tariff) };
      });
      const totals = totalsOf(lines, terms);
      const day = todayInPorts();
      try {
        return await inNumberedTransaction(db, companyId, [SERIES.estimate], async (tx) => {
          const estimateNo = await nextNumber(tx, companyId, SERIES.estimate, day);
          const estimate = await insertEstimate(tx, {
            companyId,
            estimateNo,
            estimateDate: day,
            inspectionId: inspection.id,
            linkPartyId: party.id,
            status: 'draft',
            labourRatePaise: terms.labourRatePaise,
            sac: REPAIR_SERVICE.sac,
            gstRateBasisPoints: terms.gstRateBasisPoints,
            taxSlab: terms.taxSlab,
            ...amountValues(totals),
            createdBy: user.user_id,
            createdAt: new Date(),
          });
          if (!estimate) throw new Error('The estimate was not saved');
          const saved = await insertEstimateLines(
            tx,
            lines.map((line) => ({
              ...line,
              companyId,
              estimateId: estimate.id,
              labourPaise: lineLabourOf(totals, line.lineNo),
              createdBy: user.user_id,
            })),
          );
          await recordChange(tx, user, {
            entity: 'estimate',
            entityId: estimate.id,
            parent: estimateParent(estimate),
            action: 'created',
            after: estimateFacts(estimate, saved),
          });
          return detailOf(tx, estimate);
        });
      } catch (error) {
        // Two estimates of one inspection at once: the open-estimate index keeps the first.
        if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
        const first = await openEstimateOf(db, inspection.id);
        if (first) throw openEstimate(first.estimateNo);
        throw error;
      }
    },

    /**
     * A draft's lines as the editor sends them: a line with hours and material priced by hand,
     * one with neither priced from the tariff again, a line left out removed (the others keep
     * their numbers). Every amount is worked out again here.
     */
    async update(user: SessionUser, input: UpdateInput): Promise<EstimateDetail> {
      const companyId = user.company_id;
      const asked = new Map<number, UpdateInput['lines'][number]>();
      for (const [index, line] of input.lines.entries()) {
        if (asked.has(line.lineno))
          throw badRequest(MESSAGES.lineTwice(line.lineno), {
            [`lines.${index}.lineno`]: MESSAGES.lineTwice(line.lineno),
          });
        if ((line.hours === null) !== (line.material === null))
          throw badRequest(MESSAGES.handPrice(line.lineno), {
            [`lines.${index}.hours`]: MESSAGES.handPrice(line.lineno),
          });
        asked.set(line.lineno, line);
      }
      return inTransaction(db, async (tx) => {
        const before = await storedEstimate(tx, companyId, input.estimateid, true);
        await checkEstimateVersion(tx, before, input.version);
        if (before.status !== 'draft') throw badRequest(MESSAGES.notDraft);
        const stored = await linesOf(tx, before.id);
        for (const lineNo of asked.keys())
          if (!stored.some((line) => line.lineNo === lineNo))
            throw badRequest(MESSAGES.unknownLine(lineNo), { lines: MESSAGES.unknownLine(lineNo) });
        const inspection = await inspectionToEstimate(tx, companyId, before.inspectionId);
        const needsTariff = [...asked.values()].some((line) => line.hours === null);
        const tariff = needsTariff ? await tariffOf(tx, companyId, before.linkPartyId) : [];
        const kept = stored.flatMap((line) => {
          const change = asked.get(line.lineNo);
          if (!change) return [];
          const pricing: LinePricing =
            change.hours === null || change.material === null
              ? tariffPricing(line, inspection?.size ?? null, tariff)
              : {
                  tariffId: null,
                  pricedBy: 'hand',
                  hoursHundredths: hoursToHundredths(change.hours) ?? 0,
                  materialPaise: change.material,
                };
          return [
            {
              ...line,
              ...pricing,
              responsibility: change.responsibility,
              note: change.note ?? null,
            },
          ];
        });
        const totals = totalsOf(kept, termsOf(before));
        await deleteEstimateLines(
          tx,
          stored.filter((line) => !asked.has(line.lineNo)).map((line) => line.id),
        );
        const at = new Date();
        for (const line of kept)
          await updateEstimateLine(tx, line.id, {
            tariffId: line.tariffId,
            pricedBy: line.pricedBy,
            hoursHundredths: line.hoursHundredths,
            materialPaise: line.materialPaise,
            labourPaise: lineLabourOf(totals, line.lineNo),
            responsibility: line.responsibility,
            note: line.note,
            modifiedBy: user.user_id,
            modifiedAt: at,
          });
        const estimate = await updateEstimate(tx, before.id, {
          ...amountValues(totals),
          note: input.note ?? null,
          modifiedBy: user.user_id,
          modifiedAt: at,
        });
        if (!estimate) throw new Error(`Estimate ${before.estimateNo} was not changed`);
        await recordChange(tx, user, {
          entity: 'estimate',
          entityId: estimate.id,
          parent: estimateParent(estimate),
          action: 'updated',
          before: estimateFacts(before, stored),
          after: estimateFacts(estimate, await linesOf(tx, estimate.id)),
        });
        return detailOf(tx, estimate);
      });
    },
  };
}
