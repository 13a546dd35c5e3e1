import { describe, expect, it } from 'vitest';
import { billTotals, roundToRupee, TaxSlab, taxModeOf, taxOf } from './gst';

describe('which tax a bill bears', () => {
  it('is CGST + SGST within the state, IGST across states, none or zero-rated when marked', () => {
    expect(taxModeOf({ supplierState: '19', placeOfSupply: '19' })).toBe('intra');
    expect(taxModeOf({ supplierState: '19', placeOfSupply: '27' })).toBe('inter');
    expect(taxModeOf({ supplierState: '19', placeOfSupply: '19', nonGst: true })).toBe('none');
    expect(taxModeOf({ supplierState: '19', placeOfSupply: '19', exportBill: true })).toBe(
      'export',
    );
  });
});

describe('tax of an amount, half up to the paisa', () => {
  it.each([
    // amount (paise), rate (hundredths of %), tax (paise): worked by hand
    [100_000, 900, 9_000], // ₹1,000.00 at 9% = ₹90.00
    [150_050, 900, 13_505], // ₹1,500.50 at 9% = 135.045 → ₹135.05 (half up)
    [150_050, 1800, 27_009], // at 18% = 270.09 exactly
    [50, 900, 5], // ₹0.50 at 9% = 0.045 → ₹0.05
    [49, 900, 4], // ₹0.49 at 9% = 0.0441 → ₹0.04
    [1, 1800, 0], // ₹0.01 at 18% = 0.0018 → ₹0.00
    [999_999_999_999, 1800, 180_000_000_000], // the largest amount: …999.82 paise → up
  ])('%i paise at %i → %i paise', (amount, rate, tax) => {
    expect(taxOf(amount, rate)).toBe(tax);
  });
});

describe('round-off to the rupee', () => {
  it('takes 50 paise up and 49 down', () => {
    expect(roundToRupee(12_350)).toBe(12_400);
    expect(roundToRupee(12_349)).toBe(12_300);
    expect(roundToRupee(12_300)).toBe(12_300);
    expect(roundToRupee(0)).toBe(0);
  });
});

describe('bill totals, worked by hand to the paisa', () => {
  const cases = [
    {
      name: 'intra-State, two sizes, no round-off',
      // 12 × 20' at ₹1,250.00 = 15,000.00; 5 × 40' at ₹1,875.50 = 9,377.50
      lines: [
        { quantity: 12, ratePaise: 125_000 },
        { quantity: 5, ratePaise: 187_550 },
      ],
      mode: 'intra' as const,
      roundOff: false,
      // CGST 9%: 1,350.00 + 843.975 → 843.98 = 2,193.98; SGST the same.
      expected: {
        slab: TaxSlab.cgstSgst,
        taxablePaise: 2_437_750,
        cgstPaise: 219_398,
        sgstPaise: 219_398,
        igstPaise: 0,
        totalPaise: 2_876_546,
        roundOffPaise: 0,
        payablePaise: 2_876_546,
      },
    },
    {
      name: 'intra-State with round-off down (46 paise taken off)',
      lines: [
        { quantity: 12, ratePaise: 125_000 },
        { quantity: 5, ratePaise: 187_550 },
      ],
      mode: 'intra' as const,
      roundOff: true,
      expected: {
        totalPaise: 2_876_546,
        roundOffPaise: -46,
        payablePaise: 2_876_500,
      },
    },
    {
      name: 'inter-State with round-off up (4 paise added)',
      // 3 × ₹999.99 = 2,999.97; IGST 18% = 539.9946 → 539.99; total 3,539.96 → 3,540.00
      lines: [{ quantity: 3, ratePaise: 99_999 }],
      mode: 'inter' as const,
      roundOff: true,
      expected: {
        slab: TaxSlab.igst,
        taxablePaise: 299_997,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 53_999,
        totalPaise: 353_996,
        roundOffPaise: 4,
        payablePaise: 354_000,
      },
    },
    {
      name: 'inter-State, a total ending in 49 paise rounds down',
      // ₹1,000.00 + IGST 180.00 = 1,180.00; plus 1 × ₹0.41 + 0.0738 → 0.07 = 0.48 → 1,180.48
      lines: [
        { quantity: 1, ratePaise: 100_000 },
        { quantity: 1, ratePaise: 41 },
      ],
      mode: 'inter' as const,
      roundOff: true,
      expected: { totalPaise: 118_048, roundOffPaise: -48, payablePaise: 118_000 },
    },
    {
      name: 'half-paisa on every line, each rounded up on its own',
      // each line ₹0.50: CGST 0.045 → 0.05, SGST 0.05; four lines: taxes 0.20 each
      lines: [1, 2, 3, 4].map(() => ({ quantity: 1, ratePaise: 50 })),
      mode: 'intra' as const,
      roundOff: false,
      expected: { taxablePaise: 200, cgstPaise: 20, sgstPaise: 20, totalPaise: 240 },
    },
    {
      name: 'Non-GST bill: no tax at all',
      lines: [{ quantity: 7, ratePaise: 110_000 }],
      mode: 'none' as const,
      roundOff: true,
      expected: {
        taxablePaise: 770_000,
        cgstPaise: 0,
        sgstPaise: 0,
        igstPaise: 0,
        totalPaise: 770_000,
        roundOffPaise: 0,
        payablePaise: 770_000,
      },
    },
    {
      name: 'export bill: zero-rated, no tax charged',
      lines: [{ quantity: 2, ratePaise: 250_025 }],
      mode: 'export' as const,
      roundOff: true,
      expected: { taxablePaise: 500_050, igstPaise: 0, totalPaise: 500_050, payablePaise: 500_100 },
    },
  ];

  it.each(cases)('$name', ({ lines, mode, roundOff, expected }) => {
    expect(billTotals(lines, mode, roundOff)).toMatchObject(expected);
  });

  it('keeps every line with its own amount and taxes', () => {
    const { lines } = billTotals([{ quantity: 5, ratePaise: 187_550 }], 'intra', false);
    expect(lines).toEqual([
      {
        quantity: 5,
        ratePaise: 187_550,
        amountPaise: 937_750,
        cgstPaise: 84_398,
        sgstPaise: 84_398,
        igstPaise: 0,
        totalPaise: 1_106_546,
      },
    ]);
  });

  it('refuses a fractional or negative quantity or rate instead of guessing', () => {
    expect(() => billTotals([{ quantity: 1.5, ratePaise: 100 }], 'intra', false)).toThrow(
      RangeError,
    );
    expect(() => billTotals([{ quantity: 1, ratePaise: -100 }], 'intra', false)).toThrow(
      RangeError,
    );
    expect(() => billTotals([{ quantity: 1, ratePaise: 10.5 }], 'inter', false)).toThrow(
      RangeError,
    );
  });
});
