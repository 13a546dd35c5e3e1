import type { EstimateRow } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { waitingFirst } from './EstimatesSection';

const estimate = (estimateid: number, status: EstimateRow['status'], estimatedate: string) =>
  ({ estimateid, status, estimatedate }) as EstimateRow;

describe('waitingFirst', () => {
  it('lists the estimates waiting for the line’s approval first, then the newest', () => {
    const rows = [
      estimate(1, 'approved', '2026-03-01'),
      estimate(2, 'sent', '2026-01-01'),
      estimate(3, 'rejected', '2026-04-01'),
      estimate(4, 'sent', '2026-02-01'),
    ];
    expect(waitingFirst(rows).map((row) => row.estimateid)).toEqual([4, 2, 3, 1]);
  });
});
