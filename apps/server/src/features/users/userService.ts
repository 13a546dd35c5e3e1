import {
  api,
  declared,
  entities,
  LINE_USER_MESSAGES,
  Role,
  type SessionUser,
  USER_ACTION_MESSAGES,
  USER_REFUSALS,
  type UserRow,
  type userCreateInput,
  type userUpdateInput,
} from '@quaybook/contract';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { setPasswordHash } from '../../auth/userRepository';
import type { Database } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors';
import { auditOf, type UnnamedRow } from '../../shared/audit';
import { recordChangeIn } from '../../shared/history';
import { masterRecord } from '../../shared/masterHistory';
import { expectStoredVersion } from '../../shared/rowVersion';
import { sqlState, UNIQUE_VIOLATION } from '../../shared/sqlState';
import { inTransaction } from '../../shared/transaction';
import * as repository from './userRepository';

type CreateInput = z.output<typeof userCreateInput>;
type UpdateInput = z.output<typeof userUpdateInput>;

const { messages, unique } = entities.users;

export const USER_MESSAGES = {
  created: messages.created,
  updated: messages.updated,
  notFound: messages.notFound,
  duplicate: declared(unique).message,
  ...USER_ACTION_MESSAGES,
  ...USER_REFUSALS,
  unknownCompany: 'Company is not known.',
  ownRole: 'You cannot remove your own administrator role; ask another administrator.',
  ownGroupAdmin:
    'You cannot give up your own group administrator role; ask another group administrator.',
  ownCompany: 'You cannot move your own account to another company; ask another administrator.',
  ownPassword: 'Use Change Password to change your own password.',
  ownDeactivation: 'You cannot deactivate your own account.',
  ...LINE_USER_MESSAGES,
};

type Tied = Awaited<ReturnType<typeof repository.linkPartiesOfUsers>>;

function toRow(u: repository.ListedUser, tied: Tied): UnnamedRow<UserRow> {
  const parties = tied.get(u.id);
  return {
    userid: u.id,
    username: u.username,
    name: u.name,
    roleid: u.roleId,
    role: u.roleName,
    linkpartyids: parties?.ids ?? [],
    linkparties: parties?.names ?? [],
    group_admin: u.groupAdmin ? 1 : 0,
    companyid: u.companyId,
    companyname: u.companyName,
    email: u.email,
    is_active: u.isActive ? 1 : 0,
    ...auditOf(u),
  };
}

/**
 * A staff user's e-mail: as given, else (a change) as it was. A line user keeps none here; their
 * address for notices is the one they chose in the portal.
 */
function emailFor(
  input: { roleid: number; email?: string | null | undefined },
  kept: string | null = null,
) {
  if (input.roleid === Role.line) return null;
  return input.email === undefined ? kept : input.email;
}

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * A user as history keeps them: a line user's link parties by id (their names are the parties'
 * own), and none at all for staff, who are tied to none.
 */
function userRecord({ linkparties: _names, linkpartyids, ...row }: UnnamedRow<UserRow>) {
  return masterRecord(linkpartyids.length > 0 ? { ...row, linkpartyids } : row);
}

/** Where a user belongs and whether they are the group administrator. */
interface Standing {
  companyId: number;
  groupAdmin: boolean;
}

/**
 * What an administrator may do to users, decided here once for every call: the group
 * administrator anything to any company's users; a company administrator only to their own
 * company's users, never moving one out of it or into it, and never to a group administrator or
 * making one. Each standing is the user's as they are, or as the call would leave them. Refused
 * with 403 before anything is written.
 */
function refuseBeyondReach(caller: SessionUser, ...standings: Standing[]) {
  if (caller.group_admin) return;
  if (standings.some((standing) => standing.companyId !== caller.company_id))
    throw forbidden(USER_REFUSALS.otherCompany);
  if (standings.some((standing) => standing.groupAdmin)) throw forbidden(USER_REFUSALS.groupAdmin);
}

const standingOf = (user: repository.ListedUser): Standing => ({
  companyId: user.companyId,
  groupAdmin: user.groupAdmin,
});
const duplicate = () => conflict(USER_MESSAGES.duplicate, { username: USER_MESSAGES.duplicate });

/**
 * User administration, for admins only (the contract's access enforces it): the group
 * administrator sees and manages the users of every company, a company administrator those of
 * their own company (`refuseBeyondReach`). Whatever would make a user's token claims untrue
 * (password, activity, role, group administration, company) raises their token version. A change
 * is recorded in the history of every company it concerns: the caller's, and the user's before
 * and after.
 */
export function userService(db: Database) {
  async function existing(id: number, tx: Database = db) {
    const user = await repository.findUser(tx, id);
    if (!user) throw notFound(USER_MESSAGES.notFound);
    return user;
  }

  /** The user, when the caller may act on them. */
  async function reachable(caller: SessionUser, id: number) {
    const user = await existing(id);
    refuseBeyondReach(caller, standingOf(user));
    return user;
  }

  /**
   * A change of a user, written with its history in one transaction. The record is the user's
   * row, which never holds the password hash; a password set is recorded as that alone.
   */
  function changeUser(
    caller: SessionUser,
    id: number,
    action: 'updated' | 'password-set',
    write: (tx: Database, before: repository.ListedUser) => Promise<void>,
  ) {
    return inTransaction(db, async (tx) => {
      const before = await existing(id, tx);
      const beforeRow = await rowOf(before, tx);
      await write(tx, before);
      const after = await existing(id, tx);
      await recordChangeIn(tx, [caller.company_id, before.companyId, after.companyId], caller, {
        entity: 'users',
        entityId: id,
        action,
        ...(action === 'updated'
          ? {
              before: userRecord(beforeRow),
              after: userRecord(await rowOf(after, tx)),
            }
          : {}),
      });
    });
  }

  const named = (rows: UnnamedRow<UserRow>[], tx: Database = db) =>
    repository.withUserAuditNames(tx, rows, (user) => user.userid);

  /** The users as rows, with the link parties of those who are a line's. */
  async function rowsOf(listed: repository.ListedUser[], tx: Database = db) {
    const tied = await repository.linkPartiesOfUsers(
      tx,
      listed.filter((user) => user.roleId === Role.line).map((user) => user.id),
    );
    return listed.map((user) => toRow(user, tied));
  }

  async function rowOf(user: repository.ListedUser, tx: Database = db) {
    const [row] = await rowsOf([user], tx);
    return row as UnnamedRow<UserRow>;
  }

  async function reread(id: number, tx: Database = db): Promise<UserRow> {
    const [row] = await named([await rowOf(await existing(id, tx), tx)], tx);
    return row as UserRow;
  }

  /**
   * The link parties a user will act for: those given, else (a change) those they have; each
   * one of the user's company, and at least one for a line user. Staff act for none.
   */
  async function linkPartiesFor(
    input: { roleid: number; companyid: number; linkpartyids?: number[] | undefined },
    kept: readonly number[] = [],
  ): Promise<number[]> {
    if (input.roleid !== Role.line) return [];
    const ids = [...new Set(input.linkpartyids ?? kept)];
    if (ids.length === 0) throw refuse('linkpartyids', LINE_USER_MESSAGES.linkPartiesRequired);
    if ((await repository.companyLinkPartyCount(db, input.companyid, ids)) !== ids.length)
      throw refuse('linkpartyids', LINE_USER_MESSAGES.unknownLinkParty);
    return ids;
  }

  async function refuseUnknownCompany(companyId: number) {
    if (!(await repository.companyExists(db, companyId)))
      throw refuse('companyid', USER_MESSAGES.unknownCompany);
  }

  return {
    async list(caller: SessionUser): Promise<UserRow[]> {
      const companyId = caller.group_admin ? undefined : caller.company_id;
      return named(await rowsOf(await repository.listUsers(db, companyId)));
    },

    async create(caller: SessionUser, input: CreateInput): Promise<UserRow> {
      const groupAdmin = input.group_admin === 1;
      refuseBeyondReach(caller, { companyId: input.companyid, groupAdmin });
      await refuseUnknownCompany(input.companyid);
      const linkPartyIds = await linkPartiesFor(input);
      if (await repository.isUsernameTaken(db, input.username)) throw duplicate();
      const passwordHash = await hashPassword(input.password);
      let id: number;
      try {
        id = await inTransaction(db, async (tx) => {
          const added = await repository.insertUser(tx, {
            username: input.username,
            name: input.name,
            roleId: input.roleid,
            groupAdmin,
            companyId: input.companyid,
            email: emailFor(input),
            passwordHash,
            createdBy: caller.user_id,
            createdAt: new Date(),
          });
          await repository.setUserLinkParties(tx, added, linkPartyIds);
          await recordChangeIn(tx, [caller.company_id, input.companyid], caller, {
            entity: 'users',
            entityId: added,
            action: 'created',
            after: userRecord(await rowOf(await existing(added, tx), tx)),
          });
          return added;
        });
      } catch (error) {
        // Two admins adding the same name at once: the unique index decides.
        if (sqlState(error) === UNIQUE_VIOLATION) throw duplicate();
        throw error;
      }
      return reread(id);
    },

    /** Changes the user; `version`, when the edit names one, must still be the user's. */
    async update(
      caller: SessionUser,
      id: number,
      input: UpdateInput,
      version?: number,
    ): Promise<UserRow> {
      const user = await reachable(caller, id);
      // Left out, the flag stays as it was, as far as the role allows.
      const groupAdmin =
        input.group_admin === undefined
          ? user.groupAdmin && input.roleid === Role.admin
          : input.group_admin === 1;
      refuseBeyondReach(caller, { companyId: input.companyid, groupAdmin });
      if (id === caller.user_id) {
        if (input.roleid !== Role.admin) throw refuse('roleid', USER_MESSAGES.ownRole);
        if (input.companyid !== user.companyId) throw refuse('companyid', USER_MESSAGES.ownCompany);
        if (user.groupAdmin && !groupAdmin)
          throw refuse('group_admin', USER_MESSAGES.ownGroupAdmin);
      }
      await refuseUnknownCompany(input.companyid);
      const kept =
        user.roleId === Role.line && input.companyid === user.companyId
          ? ((await repository.linkPartiesOfUsers(db, [id])).get(id)?.ids ?? [])
          : [];
      const linkPartyIds = await linkPartiesFor(input, kept);
      const claimsChange =
        input.roleid !== user.roleId ||
        input.companyid !== user.companyId ||
        groupAdmin !== user.groupAdmin;
      await changeUser(caller, id, 'updated', async (tx) => {
        await expectStoredVersion(
          version,
          () => repository.lockedUserVersion(tx, id),
          () => reread(id, tx),
          api.users.update.data,
        );
        await repository.updateUser(
          tx,
          id,
          {
            name: input.name,
            roleId: input.roleid,
            groupAdmin,
            companyId: input.companyid,
            email: emailFor(input, user.email),
            modifiedBy: caller.user_id,
            modifiedAt: new Date(),
          },
          claimsChange,
        );
        await repository.setUserLinkParties(tx, id, linkPartyIds);
      });
      return reread(id);
    },

    async resetPassword(caller: SessionUser, id: number, newPassword: string): Promise<UserRow> {
      await reachable(caller, id);
      if (id === caller.user_id) throw refuse('newpassword', USER_MESSAGES.ownPassword);
      const passwordHash = await hashPassword(newPassword);
      await changeUser(caller, id, 'password-set', async (tx) => {
        await setPasswordHash(tx, id, passwordHash, caller.user_id);
      });
      return reread(id);
    },

    async setActive(caller: SessionUser, id: number, active: boolean): Promise<UserRow> {
      const user = await reachable(caller, id);
      if (id === caller.user_id && !active)
        throw refuse('is_active', USER_MESSAGES.ownDeactivation);
      if (user.isActive !== active) {
        await changeUser(caller, id, 'updated', (tx) =>
          repository.updateUser(
            tx,
            id,
            { isActive: active, modifiedBy: caller.user_id, modifiedAt: new Date() },
            !active,
          ),
        );
      }
      return reread(id);
    },
  };
}
