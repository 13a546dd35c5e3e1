import { Role, type SessionUser, type UserRow } from '@quaybook/contract';
import { describe, expect, it } from 'vitest';
import { screenFor } from '../lists/listScreen';
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

describe('userList e-mail', () => {
  const email = userList.fields?.find((field) => field.key === 'email');

  it('asks a staff user’s e-mail, not required, and none of a line user', () => {
    expect(email?.input).toMatchObject({ kind: 'text', type: 'email' });
    expect(email?.required).toBeUndefined();
    expect(email?.shownWhen?.({ roleid: Role.user })).toBe(true);
    expect(email?.shownWhen?.({ roleid: Role.admin })).toBe(true);
    expect(email?.shownWhen?.({ roleid: Role.line })).toBe(false);
  });

  it('shows the e-mail as a column of the list', () => {
    expect(userList.columns.find((column) => column.key === 'email')?.title).toBe('E-mail');
  });
});

describe('userList for each administrator', () => {
  const session = (group_admin: boolean): SessionUser => ({
    name: 'Chief',
    roleid: Role.admin,
    group_admin,
    user_id: 1,
    state_id: 19,
    country_id: 1,
    company_id: 7,
    tv: 0,
    exp: 0,
  });
  const keysFor = (group: boolean) =>
    screenFor(userList, session(group)).fields?.map((field) => field.key);

  it('asks the group administrator for the company and the group flag, and a company administrator for neither', () => {
    expect(keysFor(true)).toEqual(expect.arrayContaining(['companyid', 'group_admin']));
    expect(keysFor(false)).not.toContain('companyid');
    expect(keysFor(false)).not.toContain('group_admin');
    expect(keysFor(false)).toEqual(expect.arrayContaining(['username', 'name', 'roleid']));
  });

  it('saves a company administrator’s users in their own company', () => {
    expect(userList.fixedFor?.(session(false))).toEqual({ companyid: 7 });
    expect(userList.fixedFor?.(session(true))).toEqual({});
  });

  it('offers a group administrator’s row to the group administrator alone', () => {
    const row = { group_admin: 1 } as UserRow;
    expect(userList.mayChange?.(row, session(true))).toBe(true);
    expect(userList.mayChange?.(row, session(false))).toBe(false);
    expect(userList.mayChange?.({ ...row, group_admin: 0 }, session(false))).toBe(true);
  });
});

describe('userList for a shipping line’s user', () => {
  const parties = userList.fields?.find((field) => field.key === 'linkpartyids');

  it('asks for link parties, several and required, only when the role is Line user', () => {
    expect(parties?.input).toEqual({ kind: 'references', list: 'linkParties' });
    expect(parties?.required).toBe(true);
    expect(parties?.shownWhen?.({ roleid: Role.line })).toBe(true);
    expect(parties?.shownWhen?.({ roleid: Role.user })).toBe(false);
    expect(parties?.shownWhen?.({ roleid: Role.admin })).toBe(false);
  });

  it('names the role and lists the link parties in the list', () => {
    const row = {
      roleid: Role.line,
      group_admin: 0,
      linkparties: ['MSC-KOL', 'MSC-HAL'],
    } as UserRow;
    const column = (key: string) => userList.columns.find((c) => c.key === key);
    expect(column('roleid')?.text?.(row)).toBe('Line user');
    expect(column('linkpartyids')?.text?.(row)).toBe('MSC-KOL, MSC-HAL');
  });
});
