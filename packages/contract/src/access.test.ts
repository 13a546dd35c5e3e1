import { describe, expect, it } from 'vitest';
import { mayCall } from './access';
import type { Access } from './endpoint';

const user = { roleid: 1 };
const companyAdmin = { roleid: 2, group_admin: false };
const groupAdmin = { roleid: 2, group_admin: true };
// A shipping line's user, whom a later declaration opens calls to.
const shippingLine = { roleid: 3 };

const opened = (access: Access) =>
  [user, companyAdmin, groupAdmin, shippingLine, null].map((caller) => mayCall(access, caller));

describe('mayCall', () => {
  it('opens each access to its roles alone', () => {
    expect(opened('public')).toEqual([true, true, true, true, true]);
    expect(opened('user')).toEqual([true, true, true, false, false]);
    expect(opened('admin')).toEqual([false, true, true, false, false]);
    expect(opened('group')).toEqual([false, false, true, false, false]);
  });

  it('opens nothing to a role no declaration names, even one claiming the group flag', () => {
    for (const access of ['user', 'admin', 'group'] as const) {
      expect(mayCall(access, { roleid: 3, group_admin: true })).toBe(false);
      expect(mayCall(access, { roleid: 1, group_admin: true })).toBe(access === 'user');
    }
  });
});
