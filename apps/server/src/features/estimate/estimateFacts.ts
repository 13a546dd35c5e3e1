import type { HistoryRecord } from '../../shared/history';
import type { EstimateLineRecord, EstimateRecord } from './estimateRepository';

/** An estimate as history keeps it: its wire names, amounts in paise, and its lines. */
export const estimateFacts = (
  estimate: EstimateRecord,
  lines: readonly EstimateLineRecord[],
): HistoryRecord => ({
  estimateno: estimate.estimateNo,
  estimatedate: estimate.estimateDate,
  status: estimate.status,
  note: estimate.note,
  labourrate: estimate.labourRatePaise,
  taxable: estimate.taxablePaise,
  total: estimate.totalPaise,
  approvedamount: estimate.approvedPaise,
  // [line, hours (hundredths), material, responsibility, note, decision, approved, repaired]
  lines: lines.map((line) => [
    line.lineNo,
    line.hoursHundredths,
    line.materialPaise,
    line.responsibility,
    line.note,
    line.approved,
    line.approvedPaise,
    line.repairedAt,
  ]),
});

/** Where an estimate's history hangs: its inspection, so the container's timeline shows it. */
export const estimateParent = (estimate: Pick<EstimateRecord, 'inspectionId'>) => ({
  entity: 'inspection',
  id: estimate.inspectionId,
});
