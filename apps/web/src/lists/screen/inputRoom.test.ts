import { describe, expect, it } from 'vitest';
import { inputRoom, placeholderOf } from './inputRoom';

describe('inputRoom', () => {
  it('gives a select its whole placeholder and room for its chevron', () => {
    expect(placeholderOf({ kind: 'select', options: [] }, 'Move For')).toBe('Select Move For');
    expect(inputRoom({ kind: 'select', options: [] }, 'Move For', false)).toBe('calc(15ch + 50px)');
  });

  it("reads a reference select's placeholder from its cached list", () => {
    expect(placeholderOf({ kind: 'reference', list: 'voyages' }, 'Import Voyage Name')).toBe(
      'Select Voyage',
    );
  });

  it("sizes a text input by its own placeholder, else by its column's title", () => {
    expect(inputRoom({ kind: 'text' }, 'Imp Rot No', false)).toBe('calc(10ch + 26px)');
  });

  it('keeps room for the asterisk of a required input', () => {
    expect(inputRoom({ kind: 'text', placeholder: 'ABCU1234565' }, 'Container Number', true)).toBe(
      'calc(11ch + 38px)',
    );
  });

  it('leaves a tick box to its own size', () => {
    expect(inputRoom({ kind: 'checkbox', on: 1, off: 0 }, 'SOC', false)).toBeUndefined();
  });
});
