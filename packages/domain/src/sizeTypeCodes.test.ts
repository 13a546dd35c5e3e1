import { describe, expect, it } from 'vitest';
import { readSizeType } from './sizeTypeCodes';

describe('readSizeType', () => {
  it.each([
    ['GP', 20, '22G1'],
    ['GP', 40, '42G1'],
    ['DV', 40, '42G1'],
    ['HC', 40, '45G1'],
    ['HQ', 40, '45G1'],
    ['HC', 20, '25G1'],
    ['RF', 20, '22R1'],
    ['RF', 40, '42R1'],
    ['RH', 40, '45R1'],
    ['OT', 20, '22U1'],
    ['OT', 40, '42U1'],
    ['VH', 20, '22V0'],
    ['BU', 20, '22B0'],
    ['gp', 20, '22G1'],
  ] as const)('reads type %s with size %i as %s', (text, size, code) => {
    expect(readSizeType(text, size)).toEqual({ code, short: true });
  });

  it.each([
    ['20GP', '22G1'],
    ['40GP', '42G1'],
    ['40HC', '45G1'],
    ['45HC', 'L5G1'],
    ['20RF', '22R1'],
    ['40RH', '45R1'],
    ["40' HC", '45G1'],
    ['40-hc', '45G1'],
    ['20 GP', '22G1'],
  ])('reads %s, size and type in one, as %s without a size', (text, code) => {
    expect(readSizeType(text, null)).toEqual({ code, short: true });
  });

  it('reads size and type in one whatever the size column says, for the size check to judge', () => {
    expect(readSizeType('20GP', 40)).toEqual({ code: '22G1', short: true });
  });

  it.each([
    '22G1',
    '45G1',
    'L5G1',
    '42R1',
    ' 22g1 ',
  ])('takes the ISO code %s as written', (text) => {
    expect(readSizeType(text, 20)).toEqual({ code: text.trim().toUpperCase(), short: false });
  });

  it('takes what is no short form as an ISO code, for the ISO list to know or not', () => {
    expect(readSizeType('FR', 20)).toEqual({ code: 'FR', short: false });
    expect(readSizeType('XXXX', null)).toEqual({ code: 'XXXX', short: false });
    expect(readSizeType('', 20)).toEqual({ code: '', short: false });
  });

  it('asks for the size of a type code given alone', () => {
    expect(readSizeType('GP', null)).toEqual({
      problem: "Type GP needs the container's size (20 or 40), or give its ISO code.",
    });
  });

  it('refuses a size the type does not come in, naming the codes it does', () => {
    expect(readSizeType('RH', 20)).toEqual({
      problem: 'Type RH with size 20 is not one ISO code: give the ISO code (45R1).',
    });
    expect(readSizeType('30GP', null)).toEqual({
      problem: 'Type 30GP is not one ISO code: give the ISO code (22G1, 42G1).',
    });
  });
});
