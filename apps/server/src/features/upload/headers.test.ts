import { UPLOAD_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { ABSENT_COLUMN, headerKey, locateColumns } from './headers';

const columns = [
  { key: 'container', title: 'Container', aliases: ['Container No'] },
  { key: 'tare', title: 'Tare', aliases: ['Tare Wt'] },
  { key: 'gross', title: 'Gross', aliases: [] },
] as const;

describe('locateColumns', () => {
  it('finds columns by title or alias, whatever their case, spaces and dots', () => {
    expect(locateColumns(columns, ['  GROSS ', 'x', 'tare wt.', 'CONTAINER  no'])).toEqual({
      container: 3,
      tare: 2,
      gross: 0,
    });
  });

  it('takes the first of two headers that read alike', () => {
    expect(locateColumns(columns, ['Container', 'Tare', 'Gross', 'container'])).toMatchObject({
      container: 0,
    });
  });

  it('refuses a header row lacking columns, naming every one it lacks', () => {
    expect(() => locateColumns(columns, ['Container', 'Weight'])).toThrow(
      UPLOAD_MESSAGES.missingColumns(['Tare', 'Gross']),
    );
  });

  it('places an optional column a file leaves out where every row reads it as blank', () => {
    const withIso = [...columns, { key: 'iso', title: 'ISO', aliases: [], optional: true }];
    const found = locateColumns(withIso, ['Container', 'Tare', 'Gross']);
    expect(found.iso).toBe(ABSENT_COLUMN);
    expect(['ABCU1234560', '2200', '30000'][found.iso as number]).toBeUndefined();
    expect(() => locateColumns(withIso, ['Container', 'ISO'])).toThrow(
      UPLOAD_MESSAGES.missingColumns(['Tare', 'Gross']),
    );
  });

  it('reads a header without case, spaces, dots, dashes or underscores', () => {
    expect(headerKey(' Sl. No_-x ')).toBe('slnox');
  });
});
