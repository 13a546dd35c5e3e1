import { describe, expect, it } from 'vitest';
import { changeText, valueText } from './changeText';

describe('changeText', () => {
  it('shows an update as before → after', () => {
    expect(changeText({ field: 'Name', before: 'MSC RUBY', after: 'MSC RUBY II' }, 'updated')).toBe(
      'Name: MSC RUBY → MSC RUBY II',
    );
  });

  it('shows the one value a created or deleted row had', () => {
    expect(changeText({ field: 'rate', before: null, after: 150050 }, 'created')).toBe(
      'rate: 150050',
    );
    expect(changeText({ field: 'size', before: 20, after: null }, 'deleted')).toBe('size: 20');
  });

  it('writes a blank as a dash and a record as JSON', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText('')).toBe('—');
    expect(valueText({ code: 'DT' })).toBe('{"code":"DT"}');
  });
});
