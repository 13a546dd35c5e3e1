import { api, entities, Role } from '@quaybook/contract';
import { IconKey, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { call } from '../api/client';
import type { FieldMessages, FormValues } from '../lists/form/fields';
import { listScreen } from '../lists/listScreen';
import { PARTY_STATUS, statusColumn } from './statusColumn';

const MISMATCH = 'Passwords do not match';

/** The second password must repeat the first, when the form asks for one. */
const retyped =
  (password: string, retype: string) =>
  (values: FormValues): FieldMessages => {
    if (!(password in values)) return {};
    if (!values[retype]) return { [retype]: 'Retype Password is required' };
    return values[retype] === values[password] ? {} : { [retype]: MISMATCH };
  };

const passwordInput = { kind: 'text', type: 'password', placeholder: '' } as const;

/** What the Users screen calls each role. */
export const ROLE_NAMES = {
  user: 'User',
  companyAdmin: 'Company admin',
  groupAdmin: 'Group admin',
  line: 'Line user',
} as const;

/** The role as the list names it: a group administrator apart from the company's. */
function roleName(row: { roleid: number; group_admin: number }) {
  if (row.group_admin === 1) return ROLE_NAMES.groupAdmin;
  if (row.roleid === Role.admin) return ROLE_NAMES.companyAdmin;
  return row.roleid === Role.line ? ROLE_NAMES.line : ROLE_NAMES.user;
}

const isLineRole = (values: { roleid?: unknown }) => values.roleid === Role.line;

const isGroupAdmin = (session: { group_admin?: boolean | undefined }) =>
  session.group_admin === true;

/**
 * User administration (not in the spec): admins only, which the server enforces on every call;
 * others reaching /users see that they are not allowed. The group administrator manages every
 * company's users and makes group administrators; a company administrator sees and adds only
 * their own company's users (the form has no Company for them) and cannot change a group
 * administrator.
 */
export const userList = listScreen(entities.users, {
  route: 'users',
  title: 'Users',
  addMode: 'overlay',
  editMode: 'overlay',
  overlayTitles: { add: 'Add User', edit: 'Edit User' },
  columns: [
    { key: 'username', title: 'User Name' },
    { key: 'name', title: 'Name' },
    { key: 'roleid', title: 'Role', text: roleName },
    // A line user's link parties: whose records they see in the portal.
    { key: 'linkpartyids', title: 'Link parties', text: (row) => row.linkparties.join(', ') },
    { key: 'companyid', title: 'Company', text: (row) => row.companyname },
    // Where an administrator is told of what needs them (a failing EDI delivery).
    { key: 'email', title: 'E-mail' },
    statusColumn('is_active', PARTY_STATUS),
  ],
  // A new user's form also asks for the first password, typed twice; neither is a column.
  fields: [
    {
      key: 'username',
      addOnly: true,
      input: { kind: 'text', placeholder: 'Sign-in name' },
    },
    { key: 'name', input: { kind: 'text', placeholder: 'Full name' } },
    {
      key: 'roleid',
      input: {
        kind: 'select',
        options: [
          { value: Role.user, label: ROLE_NAMES.user },
          { value: Role.admin, label: ROLE_NAMES.companyAdmin },
          { value: Role.line, label: ROLE_NAMES.line },
        ],
        defaultValue: Role.user,
      },
    },
    {
      key: 'linkpartyids',
      input: { kind: 'references', list: 'linkParties' },
      shownWhen: isLineRole,
      required: true,
    },
    // A line user's address is the one they choose in the portal.
    {
      key: 'email',
      input: { kind: 'text', type: 'email', placeholder: 'name@company.in' },
      shownWhen: (values) => !isLineRole(values),
    },
    {
      key: 'companyid',
      input: { kind: 'reference', list: 'companies', startsAt: 'onlyChoice' },
      shownTo: isGroupAdmin,
    },
    {
      key: 'group_admin',
      label: 'Group administrator (every company)',
      input: { kind: 'checkbox', on: 1, off: 0 },
      enabledWhen: (values) => values.roleid === Role.admin,
      shownTo: isGroupAdmin,
    },
    { key: 'password', label: 'Password', addOnly: true, input: passwordInput },
    {
      key: 'retype',
      label: 'Retype Password',
      addOnly: true,
      clientOnly: true,
      required: true,
      input: passwordInput,
    },
  ],
  check: retyped('password', 'retype'),
  fixedFor: (session) => (isGroupAdmin(session) ? {} : { companyid: session.company_id }),
  mayChange: (row, session) => isGroupAdmin(session) || row.group_admin !== 1,
  rowActions: [
    {
      label: 'Reset password',
      icon: IconKey,
      endpoint: api.users.resetPassword,
      fields: [
        { key: 'newpassword', title: 'New Password', input: passwordInput },
        { key: 'retype', title: 'Retype Password', input: passwordInput, required: true },
      ],
      check: (values) => {
        const parsed = api.users.resetPassword.body.safeParse({ newpassword: values.newpassword });
        const problem = parsed.success ? undefined : parsed.error.issues[0]?.message;
        return {
          ...(problem ? { newpassword: problem } : {}),
          ...retyped('newpassword', 'retype')(values),
        };
      },
      run: (row, values) =>
        call(api.users.resetPassword, {
          params: { userid: row.userid },
          body: { newpassword: String(values.newpassword) },
        }),
    },
    {
      label: 'Deactivate',
      icon: IconUserOff,
      color: 'red',
      shownFor: (row) => row.is_active === PARTY_STATUS.active,
      confirm: (row) =>
        `Deactivate ${row.name} (${row.username})? They can no longer sign in and their open sessions end.`,
      run: (row) =>
        call(api.users.setActive, {
          params: { userid: row.userid },
          body: { is_active: PARTY_STATUS.inactive },
        }),
    },
    {
      label: 'Activate',
      icon: IconUserCheck,
      color: 'green',
      shownFor: (row) => row.is_active !== PARTY_STATUS.active,
      confirm: (row) => `Activate ${row.name} (${row.username})? They can sign in again.`,
      run: (row) =>
        call(api.users.setActive, {
          params: { userid: row.userid },
          body: { is_active: PARTY_STATUS.active },
        }),
    },
  ],
  exportName: 'users',
});
