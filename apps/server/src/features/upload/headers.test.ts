import { UPLOAD_MESSAGES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { headerKey, locateColumns } from './headers';

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

  it('reads a header without case, spaces, dots, dashes or underscores', () => {
    expect(headerKey(' Sl. No_-x ')).toBe('slnox');
  });
});
