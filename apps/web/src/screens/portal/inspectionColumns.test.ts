import { describe, expect, it } from 'vitest';
import { timeText } from './inspectionColumns';

describe('timeText', () => {
  it('shows an inspection’s time as HH:mm however it was kept', () => {
    expect(timeText('0930')).toBe('09:30');
    expect(timeText('09:30:00')).toBe('09:30');
    expect(timeText(null)).toBe('');
    expect(timeText('9')).toBe('');
  });
});
