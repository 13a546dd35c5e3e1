import { UPLOAD_MAX_ROWS } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the upload ceiling', () => {
  it('is 200 MB and 1,000,000 rows unless UPLOAD_MAX_MB says otherwise', () => {
    expect(loadConfig({})).toMatchObject({ uploadMaxMb: 200, uploadMaxRows: 1_000_000 });
    expect(UPLOAD_MAX_ROWS).toBe(1_000_000);
    expect(loadConfig({ UPLOAD_MAX_MB: '512' }).uploadMaxMb).toBe(512);
  });

  it('refuses an UPLOAD_MAX_MB that is not a whole number of megabytes', () => {
    expect(() => loadConfig({ UPLOAD_MAX_MB: '1.5' })).toThrow(
      'UPLOAD_MAX_MB must be a whole number of megabytes',
    );
    expect(() => loadConfig({ UPLOAD_MAX_MB: '0' })).toThrow('UPLOAD_MAX_MB');
  });
});
