import type { EstimateRow } from '@quaybook/contract';
import type { EstimateRecord } from './estimateRepository';

/** What an estimate's row shows beside the estimate: its container, party and call. */
export interface EstimateContext {
  containerNumber: string;
  isoCode: string | null;
  inspectionDate: string;
  partyName: string;
  vesselName: string | null;
  voyageNo: string | null;
}

/** An estimate as the Estimates list shows it; amounts in paise. */
export const estimateRowOf = (estimate: EstimateRecord, context: EstimateContext): EstimateRow => ({
  estimateid: estimate.id,
  estimateno: estimate.estimateNo,
  estimatedate: estimate.estimateDate,
  status: estimate.status,
  reportid: estimate.inspectionId,
  contnumber: context.containerNumber,
  isocode: context.isoCode,
  linkpartyid: estimate.linkPartyId,
  partyname: context.partyName,
  vesselname: context.vesselName,
  voyageno: context.voyageNo,
  inspdate: context.inspectionDate,
  labour: estimate.labourPaise,
  material: estimate.materialPaise,
  tax: estimate.cgstPaise + estimate.sgstPaise + estimate.igstPaise,
  total: estimate.totalPaise,
  approvedamount: estimate.approvedPaise,
  sentdate: estimate.sentAt ? estimate.sentAt.toISOString() : null,
  version: estimate.version,
});
