import { describe, expect, it } from 'vitest';
import {
  estimateTotals,
  labourPaise,
  matchTariff,
  priceFromTariff,
  type TariffEntry,
} from './repairEstimate';
import { hoursToHundredths } from './repairTariff';

const PAA = 1;
const DT = 2; // dent
const BT = 3; // bent
const ST = 10; // straighten
const IT = 11; // insert
const WD = 12; // weld

const row = (entry: Partial<TariffEntry> & Pick<TariffEntry, 'id'>): TariffEntry => ({
  componentId: PAA,
  repairId: IT,
  damageId: null,
  size: 0,
  measure: 'piece',
  uptoLengthCm: null,
  uptoBreadthCm: null,
  hoursHundredths: 100,
  materialPaise: 0,
  ...entry,
});

const tariff: TariffEntry[] = [
  row({ id: 1, repairId: ST, hoursHundredths: 100 }),
  row({ id: 2, repairId: ST, damageId: BT, size: 40, hoursHundredths: 175 }),
  row({
    id: 3,
    measure: 'area',
    uptoLengthCm: 30,
    uptoBreadthCm: 30,
    hoursHundredths: 200,
    materialPaise: 85_000,
  }),
  row({
    id: 4,
    measure: 'area',
    uptoLengthCm: 60,
    uptoBreadthCm: 60,
    hoursHundredths: 350,
    materialPaise: 160_000,
  }),
  row({
    id: 5,
    repairId: WD,
    measure: 'length',
    uptoLengthCm: 30,
    hoursHundredths: 50,
    materialPaise: 12_000,
  }),
];

const damage = (asked: Partial<Parameters<typeof matchTariff>[0]>) => ({
  componentId: PAA,
  repairId: IT,
  damageId: DT,
  size: 20,
  lengthCm: null,
  breadthCm: null,
  quantity: 1,
  ...asked,
});

describe('matchTariff', () => {
  it('prefers the row naming the damage and size over an any-damage, any-size row', () => {
    expect(matchTariff(damage({ repairId: ST, damageId: BT, size: 40 }), tariff)?.row.id).toBe(2);
    expect(matchTariff(damage({ repairId: ST, damageId: BT, size: 20 }), tariff)?.row.id).toBe(1);
  });

  it('takes the smallest area band that holds the damage, either way round', () => {
    expect(matchTariff(damage({ lengthCm: 25, breadthCm: 30 }), tariff)?.row.id).toBe(3);
    expect(matchTariff(damage({ lengthCm: 50, breadthCm: 20 }), tariff)?.row.id).toBe(4);
    expect(matchTariff(damage({ lengthCm: 20, breadthCm: 55 }), tariff)?.row.id).toBe(4);
  });

  it('finds nothing for a damage larger than every band, or without its size', () => {
    expect(matchTariff(damage({ lengthCm: 61, breadthCm: 10 }), tariff)).toBeNull();
    expect(matchTariff(damage({}), tariff)).toBeNull();
  });

  it('counts a length in the row’s units, a part unit as a whole one', () => {
    const match = matchTariff(damage({ repairId: WD, lengthCm: 70 }), tariff);
    expect(match?.units).toBe(3);
    expect(match && priceFromTariff(match, 2)).toEqual({
      hoursHundredths: 300,
      materialPaise: 72_000,
    });
  });
});

describe('estimateTotals', () => {
  it('adds labour at the rate, material, GST per line and subtotals by who pays', () => {
    // ₹452.50 an hour, 18% within the state: by hand,
    // line 1: 2.00 h → ₹905.00 + ₹850.00 = ₹1,755.00; CGST 9% ₹157.95, SGST ₹157.95 (U)
    // line 2: 1.75 h → ₹791.875 → ₹791.88 + ₹0 = ₹791.88; CGST ₹71.2692 → ₹71.27 (O)
    // line 3: unpriced.
    const totals = estimateTotals(
      [
        { lineNo: 1, price: { hoursHundredths: 200, materialPaise: 85_000 }, responsibility: 'U' },
        { lineNo: 2, price: { hoursHundredths: 175, materialPaise: 0 }, responsibility: 'O' },
        { lineNo: 3, price: null, responsibility: 'U' },
      ],
      { labourRatePaise: 45_250, gstRate: 1800, intraState: true },
    );
    expect(totals.lines.map((line) => line.amountPaise)).toEqual([175_500, 79_188, 0]);
    expect(totals.lines.map((line) => line.cgstPaise)).toEqual([15_795, 7_127, 0]);
    expect(totals.labourPaise).toBe(90_500 + 79_188);
    expect(totals.materialPaise).toBe(85_000);
    expect(totals.taxablePaise).toBe(254_688);
    expect(totals.cgstPaise).toBe(22_922);
    expect(totals.sgstPaise).toBe(22_922);
    expect(totals.igstPaise).toBe(0);
    expect(totals.totalPaise).toBe(254_688 + 2 * 22_922);
    expect(totals.byResponsibility).toEqual({ O: 79_188, U: 175_500, T: 0 });
    expect(totals.unpriced).toEqual([3]);
  });

  it('charges IGST at the whole rate across states', () => {
    const totals = estimateTotals(
      [{ lineNo: 1, price: { hoursHundredths: 100, materialPaise: 1 }, responsibility: 'T' }],
      { labourRatePaise: 100_000, gstRate: 1800, intraState: false },
    );
    expect(totals.igstPaise).toBe(18_000);
    expect(totals.cgstPaise + totals.sgstPaise).toBe(0);
  });
});

describe('hours and labour', () => {
  it('reads hours exactly from their decimal text, refusing a third decimal or a negative', () => {
    expect(hoursToHundredths('1.15')).toBe(115);
    expect(hoursToHundredths(0.29)).toBe(29);
    expect(hoursToHundredths('1.155')).toBeNull();
    expect(hoursToHundredths(-1)).toBeNull();
    expect(hoursToHundredths(1000)).toBeNull();
  });

  it('rounds labour half up to the paisa', () => {
    expect(labourPaise(1, 50)).toBe(1); // 0.5 paisa
    expect(labourPaise(1, 49)).toBe(0);
  });
});
