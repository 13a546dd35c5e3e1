import { describe, expect, it } from 'vitest';
import { routeNameOf } from './menu';

describe('routeNameOf', () => {
  it('lower-cases and removes spaces and punctuation but keeps underscores', () => {
    expect(routeNameOf('Dockout Booking')).toBe('dockoutbooking');
    expect(routeNameOf('Generate_Mismatch_Pkg')).toBe('generate_mismatch_pkg');
    expect(routeNameOf('Change-Password!')).toBe('changepassword');
  });
});
