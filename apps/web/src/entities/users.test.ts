import { describe, expect, it } from 'vitest';
import { userList } from './users';

describe('userList', () => {
  const check = (values: Record<string, unknown>) => userList.check?.(values, () => undefined);

  it('asks a new user’s password to be typed twice alike', () => {
    expect(check({ password: 'first-pass-1', retype: '' })).toEqual({
      retype: 'Retype Password is required',
    });
    expect(check({ password: 'first-pass-1', retype: 'first-pass-2' })).toEqual({
      retype: 'Passwords do not match',
    });
    expect(check({ password: 'first-pass-1', retype: 'first-pass-1' })).toEqual({});
  });

  it('does not ask for a password when editing, where the form has none', () => {
    expect(check({ name: 'Ravi', roleid: 1, companyid: 1 })).toEqual({});
  });

  it('checks a reset password’s length with the contract and its retyping', () => {
    const reset = userList.rowActions?.find((action) => action.label === 'Reset password');
    expect(reset?.check?.({ newpassword: 'short', retype: 'short' })).toEqual({
      newpassword: 'New password must be at least 8 characters.',
    });
    expect(reset?.check?.({ newpassword: 'second-pass-1', retype: 'second-pass-2' })).toEqual({
      retype: 'Passwords do not match',
    });
  });

  it('never sends the retyped password and asks for passwords only when adding', () => {
    const retype = userList.fields?.find((field) => field.key === 'retype');
    expect(retype && 'clientOnly' in retype && retype.clientOnly).toBe(true);
    const addOnly = userList.fields?.filter((field) => field.addOnly).map((f) => f.key);
    expect(addOnly).toEqual(['username', 'password', 'retype']);
  });
});
