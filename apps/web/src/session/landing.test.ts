import { Role } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { landingFor } from './landing';

const line = { roleid: Role.line, group_admin: false };
const staff = { roleid: Role.user, group_admin: false };

describe('landingFor', () => {
  it('sends a line user to the portal whatever they asked for outside it', () => {
    expect(landingFor(line, null)).toBe('/portal');
    expect(landingFor(line, '/dashboard')).toBe('/portal');
    expect(landingFor(line, '/portalx')).toBe('/portal');
  });

  it('keeps a line user on the portal page they asked for', () => {
    expect(landingFor(line, '/portal/report/SR-1')).toBe('/portal/report/SR-1');
  });

  it('sends staff where they asked, but never into the portal', () => {
    expect(landingFor(staff, '/bill')).toBe('/bill');
    expect(landingFor(staff, null)).toBe('/dashboard');
    expect(landingFor(staff, '/portal')).toBe('/dashboard');
  });
});
