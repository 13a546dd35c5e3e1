import { describe, expect, it } from 'vitest';
import { contentDisposition } from './fileAnswer';

describe('contentDisposition', () => {
  it('names a plain file the same both ways', () => {
    expect(contentDisposition('containers.csv')).toBe(
      `attachment; filename="containers.csv"; filename*=UTF-8''containers.csv`,
    );
  });

  it('gives old clients an ASCII name and the rest the exact one', () => {
    expect(contentDisposition('Bill №7 "final".pdf')).toBe(
      `attachment; filename="Bill _7 _final_.pdf"; filename*=UTF-8''Bill%20%E2%84%967%20%22final%22.pdf`,
    );
    expect(contentDisposition("O'Brien (copy).csv")).toContain(
      `filename*=UTF-8''O%27Brien%20%28copy%29.csv`,
    );
  });
});
