import { GENERAL_EXCEL_MESSAGES as MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { generalExcelProblem } from './generalExcelFilters';

const movements = [
  { Movid: 3, needsVesselVoyage: true },
  { Movid: 5, needsVesselVoyage: false },
];
const base = { party: '1', movement: '3' };

describe('the General Excel rules over several filters', () => {
  it('need vessel and voyage for a movement that asks for them, unless From Date is given', () => {
    expect(generalExcelProblem(base, movements)).toBe(MESSAGES.selectVessel);
    expect(generalExcelProblem({ ...base, vessel: '8' }, movements)).toBe(MESSAGES.selectVoyage);
    expect(generalExcelProblem({ ...base, vessel: '8', voyage: '9' }, movements)).toBeUndefined();
    expect(generalExcelProblem({ ...base, fromdate: '2026-11-01' }, movements)).toBeUndefined();
    expect(generalExcelProblem({ ...base, movement: '5' }, movements)).toBeUndefined();
  });

  it('need the time when the vessel is Complete', () => {
    const plain = { ...base, movement: '5' };
    expect(generalExcelProblem({ ...plain, vesselstatus: '2' }, movements)).toBe(
      MESSAGES.enterCompleteTime,
    );
    expect(generalExcelProblem({ ...plain, vesselstatus: '2', attime: '1430' }, movements)).toBe(
      undefined,
    );
    expect(generalExcelProblem({ ...plain, vesselstatus: '1' }, movements)).toBeUndefined();
  });
});
