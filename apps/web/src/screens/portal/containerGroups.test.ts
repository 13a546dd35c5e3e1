import type { InspectionRow } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { groupByContainer, inDateOrder } from './containerGroups';

const row = (reportid: number, contnumber: string, inspdate: string) =>
  ({ reportid, contnumber, inspdate, insptime: null }) as InspectionRow;

describe('groupByContainer', () => {
  it('groups inspections per container, the container seen last first, newest inspection first', () => {
    const groups = groupByContainer([
      row(1, 'MSKU1', '2026-01-02'),
      row(2, 'TGHU2', '2026-01-05'),
      row(3, 'MSKU1', '2026-01-07'),
    ]);
    expect(groups.map((g) => [g.contnumber, g.inspections.map((i) => i.reportid)])).toEqual([
      ['MSKU1', [3, 1]],
      ['TGHU2', [2]],
    ]);
  });
});

describe('inDateOrder', () => {
  it('lists a container’s inspections oldest first', () => {
    const rows = [row(3, 'A', '2026-03-01'), row(1, 'A', '2026-01-01'), row(2, 'A', '2026-02-01')];
    expect(inDateOrder(rows).map((r) => r.reportid)).toEqual([1, 2, 3]);
  });
});
