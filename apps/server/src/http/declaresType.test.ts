import { FILE_TYPES } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { declaresType } from './route';

describe('a file answer against the content types its endpoint declares', () => {
  it('accepts a declared type whatever its parameters and case', () => {
    expect(declaresType([FILE_TYPES.csv], 'text/csv; charset=utf-8')).toBe(true);
    expect(declaresType([FILE_TYPES.pdf, FILE_TYPES.xlsx], 'Application/PDF')).toBe(true);
  });

  it('accepts any subtype under a declared wildcard', () => {
    expect(declaresType([FILE_TYPES.image], 'image/heic')).toBe(true);
    expect(declaresType([FILE_TYPES.image], 'application/octet-stream')).toBe(false);
  });

  it('refuses a type the endpoint does not declare, and accepts any when it declares none', () => {
    expect(declaresType([FILE_TYPES.csv], 'application/pdf')).toBe(false);
    expect(declaresType(undefined, 'application/zip')).toBe(true);
  });
});
