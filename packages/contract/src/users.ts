import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, Role } from './auth';
import { endpoint } from './endpoint';
import { entity, withEndpoints } from './entity';
import { auditFields, editedVersion, idParam, requiredText } from './fields';
import { optionalEmail } from './partyFields';

/** A user as an administrator sees it; the password hash never leaves the server. */
export const userRow = z.object({
  userid: z.number().int(),
  username: z.string(),
  name: z.string(),
  /** 1 user, 2 admin, 3 a shipping line's user. */
  roleid: z.number().int(),
  role: z.string(),
  /** A shipping line's user's link parties (ids, and short names in that order); none for staff. */
  linkpartyids: z.array(z.number().int()),
  linkparties: z.array(z.string()),
  /** 1 the group administrator (an admin over every company), 0 not. */
  group_admin: z.number().int(),
  companyid: z.number().int(),
  companyname: z.string(),
  /**
   * Where a staff user is told by mail of what needs them; none for a line user, whose address
   * is the one they chose for their notices in the portal.
   */
  email: z.string().nullable(),
  /** 1 active, 0 inactive: an inactive user cannot sign in and their sessions end. */
  is_active: z.number().int(),
  ...auditFields,
});
export type UserRow = z.infer<typeof userRow>;

/** What the administrator's actions on a user say when they succeed. */
export const USER_ACTION_MESSAGES = {
  passwordReset: 'Password reset successfully. The user’s open sessions have ended.',
  deactivated: 'User deactivated. Their open sessions have ended.',
  reactivated: 'User reactivated.',
};

/**
 * What an administrator acting beyond their reach is told (HTTP 403): a company administrator
 * manages only their own company's users, and only the group administrator makes, changes,
 * resets or deactivates a group administrator.
 */
export const USER_REFUSALS = {
  otherCompany: 'You can manage only the users of your own company.',
  groupAdmin: 'Only the group administrator can make or change a group administrator.',
};

const ROLE_MESSAGE = 'Role must be 1 (user), 2 (admin) or 3 (line user).';
/** What an administrator setting up a shipping line's user is told. */
export const LINE_USER_MESSAGES = {
  linkPartiesRequired: 'Choose at least one link party for a line user.',
  linkPartiesStaff: 'Only a line user (role 3) is tied to link parties.',
  unknownLinkParty: 'A link party chosen is not one of the user’s company.',
};
const COMPANY_REQUIRED = 'Company is required.';
/** A group administrator is an administrator over every company. */
export const GROUP_ADMIN_ROLE = 'Only an admin (role 2) can be the group administrator.';

/** At least the minimum length, like a password the user chooses under Change Password. */
export const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .min(1, `${label} is required.`)
    .min(MIN_PASSWORD_LENGTH, `${label} must be at least ${MIN_PASSWORD_LENGTH} characters.`)
    .max(200, `${label} can be at most 200 characters.`);

const userFields = {
  name: requiredText('Name', 100),
  roleid: z.union([z.literal(Role.user), z.literal(Role.admin), z.literal(Role.line)], {
    error: ROLE_MESSAGE,
  }),
  /**
   * A line user's link parties (role 3), of the user's company; left out on a change, they stay
   * as they were. Staff have none.
   */
  linkpartyids: z
    .array(idParam('Link party'), { error: 'Link parties must be a list of link party ids.' })
    .max(50, 'A line user can act for at most 50 link parties.')
    .optional(),
  /**
   * A staff user's e-mail address; blank is none. Left out on a change, it stays as it was. A
   * line user keeps none here, whatever is sent.
   */
  email: optionalEmail('E-mail').optional(),
  companyid: z
    .number({ error: COMPANY_REQUIRED })
    .int(COMPANY_REQUIRED)
    .positive(COMPANY_REQUIRED)
    .max(2_147_483_647, 'Company is not known.'),
  /**
   * 1 makes the user the group administrator, 0 not; left out, a new user is not and a changed
   * one stays as they were. Only the group administrator sets it.
   */
  group_admin: z
    .union([z.literal(0), z.literal(1)], {
      error: 'Group administrator must be 1 (yes) or 0 (no).',
    })
    .optional(),
};

/** The group administrator's flag needs the admin role. */
const groupAdminIsAdmin = (input: { roleid: number; group_admin?: 0 | 1 | undefined }) =>
  !(input.group_admin === 1 && input.roleid !== Role.admin);
const groupAdminRule = { path: ['group_admin'], error: GROUP_ADMIN_ROLE };

/** Staff are tied to no link party. */
const partiesAreLines = (input: { roleid: number; linkpartyids?: number[] | undefined }) =>
  input.roleid === Role.line || (input.linkpartyids ?? []).length === 0;
const partiesRule = { path: ['linkpartyids'], error: LINE_USER_MESSAGES.linkPartiesStaff };

export const userCreateInput = z
  .object({
    /** The sign-in name: unique across all companies, ignoring case, since sign-in names none. */
    username: requiredText('User name', 50).regex(
      /^[A-Za-z0-9._@-]+$/,
      'User name can hold only letters, digits and . _ - @ (no spaces).',
    ),
    ...userFields,
    password: newPassword('Password'),
  })
  .refine(groupAdminIsAdmin, groupAdminRule)
  .refine(partiesAreLines, partiesRule)
  .refine((input) => input.roleid !== Role.line || (input.linkpartyids ?? []).length > 0, {
    path: ['linkpartyids'],
    error: LINE_USER_MESSAGES.linkPartiesRequired,
  });
export type UserCreateInput = z.input<typeof userCreateInput>;

export const userUpdateInput = z
  .object(userFields)
  .refine(groupAdminIsAdmin, groupAdminRule)
  .refine(partiesAreLines, partiesRule)
  .refine((input) => input.roleid !== Role.line || input.linkpartyids?.length !== 0, {
    path: ['linkpartyids'],
    error: LINE_USER_MESSAGES.linkPartiesRequired,
  });
export type UserUpdateInput = z.input<typeof userUpdateInput>;

const userParams = z.object({ userid: idParam('User id') });

/**
 * Every call here is for administrators only; the server refuses others with 403. A company
 * administrator lists and manages their own company's users; the group administrator every
 * company's (USER_REFUSALS).
 */
export const users = withEndpoints(
  entity({
    label: 'User',
    id: 'userid',
    endpoints: {
      list: endpoint({
        method: 'GET',
        path: '/user_list',
        access: 'admin',
        data: z.array(userRow),
      }),
      create: endpoint({
        method: 'POST',
        path: '/create_user',
        idempotent: true,
        access: 'admin',
        body: userCreateInput,
        data: userRow,
      }),
      update: endpoint({
        method: 'PUT',
        path: '/update_user/{userid}',
        access: 'admin',
        params: userParams,
        body: userUpdateInput.extend(editedVersion),
        data: userRow,
      }),
    },
    unique: { field: 'username', message: 'User name already exists.' },
    messages: {
      created: 'User created successfully!',
      updated: 'User updated successfully!',
      notFound: 'User not found.',
      loadError: 'Error fetching users. Please try again later.',
      saveError: 'Error saving user. Please try again.',
    },
  }),
  {
    /** An administrator sets a new password; the user's open sessions end. */
    resetPassword: endpoint({
      method: 'PUT',
      path: '/reset_user_password/{userid}',
      access: 'admin',
      params: userParams,
      body: z.object({ newpassword: newPassword('New password') }),
      data: userRow,
    }),
    /** Deactivating ends the user's sessions and stops sign-in; reactivating allows it again. */
    setActive: endpoint({
      method: 'PUT',
      path: '/update_user_status/{userid}',
      access: 'admin',
      params: userParams,
      body: z.object({
        is_active: z.union([z.literal(0), z.literal(1)], {
          error: 'Active must be 1 (active) or 0 (inactive).',
        }),
      }),
      data: userRow,
    }),
  },
);
