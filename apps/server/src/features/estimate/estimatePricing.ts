import {
  type EstimateTotals,
  estimateTotals,
  type LinePrice,
  matchTariff,
  priceFromTariff,
  type Responsibility,
  type TariffEntry,
} from '@quaybook/domain';
import type { EstimateLineRecord, EstimateValues } from './estimateRepository';

/** A line as the pricing reads it: what it repairs and how big, and a hand price if it has one. */
type LineToPrice = Pick<
  EstimateLineRecord,
  | 'lineNo'
  | 'componentId'
  | 'damageId'
  | 'repairId'
  | 'lengthCm'
  | 'breadthCm'
  | 'quantity'
  | 'responsibility'
>;

/** A line's price as stored: the tariff row it came from, or the hand price, or none. */
export interface LinePricing {
  tariffId: number | null;
  pricedBy: 'tariff' | 'hand' | null;
  hoursHundredths: number | null;
  materialPaise: number | null;
}

const measure = (value: string | null) => (value === null ? null : Number(value));

/** The line priced from the tariff row that matches it for the container's size, or unpriced. */
export function tariffPricing(
  line: LineToPrice,
  size: number | null,
  tariff: readonly TariffEntry[],
): LinePricing {
  const match = matchTariff(
    {
      componentId: line.componentId,
      repairId: line.repairId,
      damageId: line.damageId,
      size,
      lengthCm: measure(line.lengthCm),
      breadthCm: measure(line.breadthCm),
      quantity: line.quantity,
    },
    tariff,
  );
  if (!match) return { tariffId: null, pricedBy: null, hoursHundredths: null, materialPaise: null };
  const price = priceFromTariff(match, line.quantity);
  return { tariffId: match.row.id, pricedBy: 'tariff', ...price };
}

/** A price of the line's hours and material, when it has both. */
const priceOf = (line: LinePricing): LinePrice | null =>
  line.hoursHundredths === null || line.materialPaise === null
    ? null
    : { hoursHundredths: line.hoursHundredths, materialPaise: line.materialPaise };

export interface Terms {
  labourRatePaise: number;
  gstRateBasisPoints: number;
  taxSlab: number;
}

/**
 * The estimate's lines and totals from each line's price, at the estimate's labour rate and GST
 * (CGST + SGST for slab 2, IGST for slab 1).
 */
export function totalsOf(
  lines: readonly (LinePricing & Pick<LineToPrice, 'lineNo' | 'responsibility'>)[],
  terms: Terms,
): EstimateTotals {
  return estimateTotals(
    lines.map((line) => ({
      lineNo: line.lineNo,
      price: priceOf(line),
      responsibility: line.responsibility as Responsibility,
    })),
    {
      labourRatePaise: terms.labourRatePaise,
      gstRate: terms.gstRateBasisPoints,
      intraState: terms.taxSlab === 2,
    },
  );
}

/** The estimate's amounts as stored, from its totals. */
export const amountValues = (totals: EstimateTotals) =>
  ({
    labourPaise: totals.labourPaise,
    materialPaise: totals.materialPaise,
    taxablePaise: totals.taxablePaise,
    cgstPaise: totals.cgstPaise,
    sgstPaise: totals.sgstPaise,
    igstPaise: totals.igstPaise,
    totalPaise: totals.totalPaise,
  }) satisfies Partial<EstimateValues>;

/** A stored line's labour as priced: its hours at the rate, when it has a price. */
export function lineLabourOf(totals: EstimateTotals, lineNo: number) {
  const priced = totals.lines.find((line) => line.lineNo === lineNo);
  return priced?.price ? priced.labourPaise : null;
}
