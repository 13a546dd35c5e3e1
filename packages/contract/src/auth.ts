import { z } from 'zod';
import { endpoint } from './endpoint';
import { tokenReply } from './envelope';

/** The signed-in user as carried in the access token (exp in seconds since the epoch). */
export const sessionUser = z.object({
  name: z.string(),
  roleid: z.number().int(),
  user_id: z.number().int(),
  state_id: z.number().int().nullable(),
  country_id: z.number().int().nullable(),
  company_id: z.number().int(),
  /**
   * Whether the user is the group administrator (an administrator, role 2, over every company).
   * The screens read it from the token; the server reads it, like the role, from the database.
   * Absent (a token issued before it existed): not.
   */
  group_admin: z.boolean().optional(),
  /** The user's token version when it was issued; the server refuses a token whose version is older. */
  tv: z.number().int(),
  exp: z.number().int(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/**
 * The roles a user has: 1 user, 2 administrator (of their company; the group administrator is an
 * administrator with `group_admin`), 3 a shipping line's user (a person of a line or its agent,
 * tied to link parties of the company, who sees only what was issued for them, in the portal).
 */
export const Role = { user: 1, admin: 2, line: 3 } as const;

export const signIn = endpoint({
  method: 'POST',
  path: '/token',
  access: 'public',
  reply: 'token',
  body: z.object({
    username: z
      .string({ error: 'Username is required.' })
      .trim()
      .min(1, 'Username is required.')
      .max(100),
    password: z.string({ error: 'Password is required.' }).min(1, 'Password is required.').max(200),
  }),
  data: tokenReply,
});

const passwordPair = z.object({
  oldpassword: z.string().max(200).optional(),
  newpassword: z.string().max(200).optional(),
});

/** Passwords travel in the JSON body; the query form is accepted for old clients only. */
export const changePassword = endpoint({
  method: 'POST',
  path: '/change-password',
  line: { self: true },
  reply: 'token',
  body: passwordPair.optional(),
  query: passwordPair,
  data: tokenReply,
});

export const MIN_PASSWORD_LENGTH = 8;

/** What a successful change of one's own password says. */
export const PASSWORD_CHANGED = 'Password changed successfully';
