import { describe, expect, it } from 'vitest';
import {
  GSTIN_PAN_MESSAGE,
  gstinCheckCharacter,
  gstinProblem,
  isPan,
  isTan,
  PAN_MESSAGE,
  panOfGstin,
  TAN_MESSAGE,
  taxIdProblems,
} from './taxIds';

describe('GSTIN', () => {
  it('computes the published check characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('19AAACS1234K1Z')).toBe('E');
  });

  it('accepts a valid GSTIN and names what is wrong with others', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe('checksum');
    expect(gstinProblem('27AAPFU0939F1V')).toBe('format');
    expect(gstinProblem('27aapfu0939f1zv')).toBe('format');
    expect(gstinProblem('19AAACS1234K1ZE', '19')).toBeNull();
    expect(gstinProblem('27AAPFU0939F1ZV', '19')).toBe('state');
  });
});

describe('PAN', () => {
  it('checks the 5 letters, 4 digits, letter shape', () => {
    expect(isPan('AAPFU0939F')).toBe(true);
    expect(isPan('AAPF00939F')).toBe(false);
    expect(isPan('aapfu0939f')).toBe(false);
  });
});

describe('TAN', () => {
  it('checks the 4 letters, 5 digits, letter shape', () => {
    expect(isTan('CALA12345B')).toBe(true);
    expect(isTan('CAL012345B')).toBe(false);
    expect(isTan('CALA1234B')).toBe(false);
    expect(isTan('cala12345b')).toBe(false);
  });
});

describe('the PAN inside a GSTIN', () => {
  it('is characters 3 to 12', () => {
    expect(panOfGstin('19AAACS1234K1ZE')).toBe('AAACS1234K');
  });
});

describe('taxIdProblems', () => {
  it('finds nothing wrong with consistent ids, or with none', () => {
    expect(
      taxIdProblems({
        pan: 'AAACS1234K',
        gstin: '19AAACS1234K1ZE',
        tan: 'CALA12345B',
        stateCode: '19',
      }),
    ).toEqual({});
    expect(taxIdProblems({ pan: null, gstin: '', tan: undefined, stateCode: '19' })).toEqual({});
  });

  it('names each field that is wrong, with its message', () => {
    expect(taxIdProblems({ pan: 'AAAC1234K', gstin: '19AAACS1234K1ZF', tan: 'CAL12345B' })).toEqual(
      {
        pan: PAN_MESSAGE,
        gstin: 'GSTIN check character does not match: likely a typo.',
        tan: TAN_MESSAGE,
      },
    );
  });

  it('refuses a GSTIN of another state or of another PAN', () => {
    expect(taxIdProblems({ gstin: '27AAPFU0939F1ZV', stateCode: '19' })).toEqual({
      gstin: 'GSTIN state code does not match the selected state.',
    });
    expect(taxIdProblems({ pan: 'AAPFU0939G', gstin: '27AAPFU0939F1ZV', stateCode: '27' })).toEqual(
      { gstin: GSTIN_PAN_MESSAGE },
    );
  });
});
