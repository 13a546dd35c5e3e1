import { describe, expect, it } from 'vitest';
import {
  damageArea,
  defaultInspectionMoment,
  isInspectionTime,
  lockMessage,
  photoTypeOf,
  SECTION_NUMBERS,
} from './inspections';

const bytes = (...values: (number | string)[]) =>
  Uint8Array.from(
    values.flatMap((value) =>
      typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value],
    ),
  );

describe('photo types are read from the bytes', () => {
  it('knows JPEG, PNG, WebP and HEIC by their signatures', () => {
    expect(photoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(photoTypeOf(bytes(0x89, 'PNG\r\n\x1a\n'))).toBe('image/png');
    expect(photoTypeOf(bytes('RIFF', 0, 0, 0, 0, 'WEBPVP8 '))).toBe('image/webp');
    expect(photoTypeOf(bytes(0, 0, 0, 24, 'ftypheic'))).toBe('image/heic');
  });

  it('refuses a PDF or text named like a photo', () => {
    expect(photoTypeOf(bytes('%PDF-1.7'))).toBeUndefined();
    expect(photoTypeOf(bytes('hello world'))).toBeUndefined();
    expect(photoTypeOf(bytes(0, 0, 0, 24, 'ftypmp42'))).toBeUndefined();
  });
});

describe('inspection time', () => {
  it('takes HHMM on a 24-hour clock only', () => {
    expect(isInspectionTime('0000')).toBe(true);
    expect(isInspectionTime('2359')).toBe(true);
    expect(isInspectionTime('2400')).toBe(false);
    expect(isInspectionTime('1260')).toBe(false);
    expect(isInspectionTime('930')).toBe(false);
    expect(isInspectionTime('09:30')).toBe(false);
  });

  it('defaults to a quarter of an hour ago', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    expect(defaultInspectionMoment(now).toISOString()).toBe('2026-11-23T09:45:00.000Z');
  });
});

describe('damage area', () => {
  it('is length × breadth to the hundredth, without binary fractions', () => {
    expect(damageArea(30, 20)).toBe(600);
    expect(damageArea(0.1, 0.2)).toBe(0.02);
    expect(damageArea(12.5, 3.3)).toBe(41.25);
  });

  it('is unknown until both sides are', () => {
    expect(damageArea(30, null)).toBeNull();
    expect(damageArea(undefined, 4)).toBeNull();
  });
});

describe('the lock', () => {
  it('names the bill before the report, and nothing when free', () => {
    expect(lockMessage({ containerNumber: 'MSCU1234565', reportNo: '12', billNo: 'B7' })).toBe(
      'Container MSCU1234565 is billed on bill B7; it cannot be changed.',
    );
    expect(lockMessage({ containerNumber: 'MSCU1234565', reportNo: '12', billNo: null })).toMatch(
      /survey report 12/,
    );
    expect(
      lockMessage({ containerNumber: 'MSCU1234565', reportNo: null, billNo: null }),
    ).toBeUndefined();
  });
});

it('offers sections 1 to 30, then Left and Right', () => {
  expect(SECTION_NUMBERS).toHaveLength(32);
  expect(SECTION_NUMBERS.slice(-3)).toEqual(['30', 'Left', 'Right']);
});
