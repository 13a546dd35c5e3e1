import { describe, expect, it } from 'vitest';
import {
  bookingNoProblem,
  VESSEL_CAPACITY_MESSAGES as MESSAGES,
  prettyCapacityKey,
  vesselCapacityFilename,
} from './vesselCapacity';

describe('bookingNoProblem', () => {
  it('asks for a booking number when none is typed', () => {
    expect(bookingNoProblem('')).toBe(MESSAGES.enterBooking);
    expect(bookingNoProblem(' \n ')).toBe(MESSAGES.enterBooking);
  });

  it('takes a carrier booking however it is cased or padded', () => {
    expect(bookingNoProblem(' mae-2611/04.7 \n')).toBeNull();
    expect(bookingNoProblem('B'.repeat(50))).toBeNull();
  });

  it('refuses one too long, or with marks a booking does not carry', () => {
    expect(bookingNoProblem('B'.repeat(51))).toBe(MESSAGES.badBooking);
    expect(bookingNoProblem("BK1'; drop")).toBe(MESSAGES.badBooking);
    expect(bookingNoProblem('BK1\nBK2')).toBe(MESSAGES.badBooking);
    expect(bookingNoProblem('-BK1')).toBe(MESSAGES.badBooking);
  });
});

describe('prettyCapacityKey', () => {
  it('titles the summary keys as a clerk reads them', () => {
    expect(prettyCapacityKey('booking_no')).toBe('Booking No');
    expect(prettyCapacityKey('loaded_40ft')).toBe("Loaded 40'");
    expect(prettyCapacityKey('bl_cargo_weight_kg')).toBe('BL Cargo Weight (kg)');
    expect(prettyCapacityKey('loaded_by_iso_type')).toBe('Loaded by ISO Type');
    expect(prettyCapacityKey('on_bl_not_loaded')).toBe('On BL not Loaded');
  });
});

describe('vesselCapacityFilename', () => {
  it('stamps the name with the moment to the second', () => {
    expect(vesselCapacityFilename(new Date('2026-11-24T07:05:09.123Z'))).toBe(
      'vessel_capacity_20261124_070509.xlsx',
    );
  });
});
