import { describe, expect, it } from 'vitest';
import { isNameTaken, normalizeName } from './names';

const rows = [
  { id: 1, name: 'MSC Ruby' },
  { id: 2, name: 'Maersk Kolkata' },
];
const options = {
  nameOf: (r: (typeof rows)[number]) => r.name,
  keyOf: (r: (typeof rows)[number]) => r.id,
};

describe('isNameTaken', () => {
  it('finds a duplicate regardless of case and surrounding spaces', () => {
    expect(isNameTaken('  msc RUBY ', rows, options)).toBe(true);
  });

  it('accepts a new name', () => {
    expect(isNameTaken('MSC Pearl', rows, options)).toBe(false);
  });

  it('never flags a blank name', () => {
    expect(isNameTaken('   ', rows, options)).toBe(false);
  });

  it('excludes the row being edited, so a case-only change is allowed', () => {
    expect(isNameTaken('msc ruby', rows, { ...options, editingKey: 1 })).toBe(false);
    expect(isNameTaken('maersk kolkata', rows, { ...options, editingKey: 1 })).toBe(true);
  });
});

describe('normalizeName', () => {
  it('trims and folds case', () => {
    expect(normalizeName(' Haldia ')).toBe('haldia');
  });
});
