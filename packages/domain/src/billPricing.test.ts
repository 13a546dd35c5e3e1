import { describe, expect, it } from 'vitest';
import { priceInspections } from './billPricing';

const discharge = { movementId: 3, movementName: 'Import Discharge' };
const load = { movementId: 7, movementName: 'Export Load' };
const rates = [
  { size: 20, movementId: 3, ratePaise: 125_000 },
  { size: 40, movementId: 3, ratePaise: 187_550 },
  { size: 20, movementId: 7, ratePaise: 110_000 },
];

describe('pricing a party’s inspections', () => {
  it('charges each movement and size at its rate, one line each, counted', () => {
    const pricing = priceInspections(
      'MSC / MSC Agency',
      [
        { ...discharge, size: 20 },
        { ...discharge, size: 40 },
        { ...discharge, size: 20 },
        { ...load, size: 20 },
      ],
      rates,
    );
    expect(pricing).toEqual({
      ok: true,
      lines: [
        { ...load, size: 20, quantity: 1, ratePaise: 110_000 },
        { ...discharge, size: 20, quantity: 2, ratePaise: 125_000 },
        { ...discharge, size: 40, quantity: 1, ratePaise: 187_550 },
      ],
    });
  });

  it('names every missing rate once, and charges nothing', () => {
    const pricing = priceInspections(
      'ONE / ONE India',
      [
        { ...load, size: 40 },
        { ...discharge, size: 20 },
        { ...load, size: 40 },
        { movementId: 30, movementName: 'Export Gate-in by Road', size: 20 },
      ],
      rates,
    );
    expect(pricing).toEqual({
      ok: false,
      missing: [
        { movementName: 'Export Gate-in by Road', size: 20 },
        { movementName: 'Export Load', size: 40 },
      ],
      message:
        "ONE / ONE India has no rate for 20' Export Gate-in by Road, 40' Export Load. Add the rates on the Party Rate screen, then bill again.",
    });
  });
});
