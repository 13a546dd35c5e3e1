import { describe, expect, it } from 'vitest';
import type { ContainerRecords, LoadedContainer } from './customsRecords';
import { mismatchesOf, outsideTolerance, vesselVoyageKey, WEIGHT_TOLERANCE } from './mismatches';
import { REPORT_MISMATCHES, reportedMismatches } from './reportRules';

const load: LoadedContainer = {
  containerNo: 'MSCU1234565',
  loadDate: '2026-11-20',
  bookingNo: 'BK1',
  cargoWeight: 20_000,
  tareWeight: 2_200,
  vessel: 'MSC Anna',
  voyage: '447E',
};
const sb = { sbNo: '1234567', sbDate: '2026-11-10', containerNo: load.containerNo };

/** Records that agree in every way. */
const clean = (): ContainerRecords => ({
  shippingBill: { ...sb, packageCount: 120 },
  egm: { ...sb },
  odex: { ...sb, vesselVoyage: 'MSC ANNA 447E', packageCount: 120 },
  bl: {
    bookingNo: 'BK1',
    blNo: 'BL1',
    containerNo: load.containerNo,
    packageCount: 120,
    cargoWeight: 20_500,
    tareWeight: 2_200,
  },
  billsOnRecord: [sb],
});

const kinds = (records: ContainerRecords, loaded = load) =>
  mismatchesOf(loaded, records).map((mismatch) => mismatch.kind);

describe('the comparisons of a loaded container', () => {
  it('find nothing when every record agrees', () => {
    expect(mismatchesOf(load, clean())).toEqual([]);
  });

  it('say a container has no shipping bill, with the load date', () => {
    const records = { ...clean(), shippingBill: null, billsOnRecord: [] };
    const found = mismatchesOf(load, records);
    expect(found[0]).toEqual({
      kind: 'noShippingBill',
      reason: 'No shipping bill dated within 30 days of the load on 20/11/2026',
    });
    // ODeX names an SB nobody has on record.
    expect(found.map((m) => m.kind)).toEqual(['noShippingBill', 'odexSbNotOnRecord']);
  });

  it('compare the terminal EGM’s SB number and date with the shipping bill', () => {
    const records = { ...clean(), egm: { ...sb, sbNo: '7654321' } };
    expect(mismatchesOf(load, records)).toEqual([
      {
        kind: 'egmSbDiffers',
        reason: 'Terminal EGM has SB 7654321 of 10/11/2026, shipping bill 1234567 of 10/11/2026',
      },
    ]);
    expect(kinds({ ...clean(), egm: { ...sb, sbDate: '2026-11-11' } })).toEqual(['egmSbDiffers']);
    expect(mismatchesOf(load, { ...clean(), egm: null })).toEqual([
      { kind: 'notOnEgm', reason: 'Not on the terminal EGM' },
    ]);
  });

  it('name each package count that differs', () => {
    const records = clean();
    const bl = records.bl && { ...records.bl, packageCount: 90 };
    expect(mismatchesOf(load, { ...records, bl })).toEqual([
      { kind: 'packagesDiffer', reason: 'Packages differ: SB 120, ODeX 120, BL 90' },
    ]);
    // A record without a count is not compared.
    expect(kinds({ ...records, bl: bl && { ...bl, packageCount: null } })).toEqual([]);
  });

  it('allow the BL weights 5 % either way of the recorded ones, and show both figures past it', () => {
    expect(WEIGHT_TOLERANCE).toBe(0.05);
    expect(outsideTolerance(21_000, 20_000)).toBe(false);
    expect(outsideTolerance(21_001, 20_000)).toBe(true);
    expect(outsideTolerance(18_999, 20_000)).toBe(true);
    const records = clean();
    const bl = records.bl && { ...records.bl, cargoWeight: 24_000, tareWeight: 2_400 };
    expect(mismatchesOf(load, { ...records, bl })).toEqual([
      {
        kind: 'cargoWeightDiffers',
        reason:
          'BL cargo weight 24,000 kg differs from 20,000 kg at the load inspection by more than 5 %',
      },
      {
        kind: 'tareWeightDiffers',
        reason: 'BL tare 2,400 kg differs from 2,200 kg on the container list by more than 5 %',
      },
    ]);
    // No cargo weight recorded at the inspection: nothing to compare.
    expect(kinds({ ...records, bl }, { ...load, cargoWeight: null })).toEqual([
      'tareWeightDiffers',
    ]);
  });

  it('compare ODeX’s vessel voyage by its letters and digits only', () => {
    expect(vesselVoyageKey('MSC Anna / 447-e')).toBe('MSCANNA447E');
    const records = clean();
    const odex = records.odex && { ...records.odex, vesselVoyage: 'msc-anna 447 E' };
    expect(kinds({ ...records, odex })).toEqual([]);
    const other = records.odex && { ...records.odex, vesselVoyage: 'MSC ANNA 448E' };
    expect(mismatchesOf(load, { ...records, odex: other })).toEqual([
      {
        kind: 'odexVesselVoyage',
        reason: "ODeX vessel voyage 'MSC ANNA 448E', loaded on 'MSC Anna 447E'",
      },
    ]);
  });

  it('say when ODeX has no line, or an SB other than the shipping bill', () => {
    expect(mismatchesOf(load, { ...clean(), odex: null })).toEqual([
      { kind: 'noOdex', reason: 'No ODeX EGM line' },
    ]);
    const records = clean();
    const odex = records.odex && { ...records.odex, sbNo: '999' };
    expect(kinds({ ...records, odex })).toEqual(['odexSbNotOnRecord', 'odexSbDiffers']);
    // An older bill of the container on record: ODeX names a real bill, but not this load's.
    const older = { sbNo: '999', sbDate: '2026-11-10', containerNo: load.containerNo };
    expect(kinds({ ...records, odex, billsOnRecord: [sb, older] })).toEqual(['odexSbDiffers']);
  });
});

describe('the reports', () => {
  it('each list their own kinds; the mismatched and vessel reports every kind', () => {
    const records = { ...clean(), shippingBill: null, billsOnRecord: [], egm: null };
    const found = mismatchesOf(load, records);
    expect(reportedMismatches('missingSb', found).reason).toBe(
      'No shipping bill dated within 30 days of the load on 20/11/2026',
    );
    expect(reportedMismatches('mismatchedSb', found).listed.map((m) => m.kind)).toEqual([
      'notOnEgm',
    ]);
    expect(reportedMismatches('odexPackages', found).reason).toBe('');
    expect(reportedMismatches('mismatched', found).listed).toEqual(found);
    expect(REPORT_MISMATCHES.vesselReport).toEqual(REPORT_MISMATCHES.mismatched);
    expect(reportedMismatches('afterSailing', found).listed.map((m) => m.kind)).toEqual([
      'noShippingBill',
      'notOnEgm',
    ]);
  });
});
