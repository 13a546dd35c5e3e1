import {
  declared,
  entities,
  Role,
  type SessionUser,
  USER_ACTION_MESSAGES,
  type UserRow,
  type userCreateInput,
  type userUpdateInput,
} from '@quaybook/contract';
import type { z } from 'zod';
import { hashPassword } from '../../auth/passwords';
import { setPasswordHash } from '../../auth/userRepository';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/errors';
import { auditOf, type UnnamedRow, withAuditNames } from '../../shared/audit';
import { recordChange } from '../../shared/history';
import { masterRecord } from '../../shared/masterHistory';
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
  unknownCompany: 'Company is not known.',
  ownRole: 'You cannot remove your own administrator role; ask another administrator.',
  ownCompany: 'You cannot move your own account to another company; ask another administrator.',
  ownPassword: 'Use Change Password to change your own password.',
  ownDeactivation: 'You cannot deactivate your own account.',
};

function toRow(u: repository.ListedUser): UnnamedRow<UserRow> {
  return {
    userid: u.id,
    username: u.username,
    name: u.name,
    roleid: u.roleId,
    role: u.roleName,
    companyid: u.companyId,
    companyname: u.companyName,
    is_active: u.isActive ? 1 : 0,
    ...auditOf(u),
  };
}

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });
const duplicate = () => conflict(USER_MESSAGES.duplicate, { username: USER_MESSAGES.duplicate });

/**
 * User administration, for admins only (the contract's access enforces it). An admin sees and
 * manages the users of every company: the companies are one business. Whatever would make a
 * user's token claims untrue (password, activity, role, company) raises their token version.
 */
export function userService(db: Database) {
  async function existing(id: number, tx: Database = db) {
    const user = await repository.findUser(tx, id);
    if (!user) throw notFound(USER_MESSAGES.notFound);
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
      await write(tx, before);
      const after = await existing(id, tx);
      await recordChange(tx, caller, {
        entity: 'users',
        entityId: id,
        action,
        ...(action === 'updated'
          ? { before: masterRecord(toRow(before)), after: masterRecord(toRow(after)) }
          : {}),
      });
    });
  }

  const named = (rows: UnnamedRow<UserRow>[]) =>
    withAuditNames(db, users, rows, (user) => user.userid);

  async function reread(id: number): Promise<UserRow> {
    const [row] = await named([toRow(await existing(id))]);
    return row as UserRow;
  }

  async function refuseUnknownCompany(companyId: number) {
    if (!(await repository.companyExists(db, companyId)))
      throw refuse('companyid', USER_MESSAGES.unknownCompany);
  }

  return {
    async list(): Promise<UserRow[]> {
      return named((await repository.listUsers(db)).map(toRow));
    },

    async create(caller: SessionUser, input: CreateInput): Promise<UserRow> {
      await refuseUnknownCompany(input.companyid);
      if (await repository.isUsernameTaken(db, input.username)) throw duplicate();
      const passwordHash = await hashPassword(input.password);
      let id: number;
      try {
        id = await inTransaction(db, async (tx) => {
          const added = await repository.insertUser(tx, {
            username: input.username,
            name: input.name,
            roleId: input.roleid,
            companyId: input.companyid,
            passwordHash,
            createdBy: caller.user_id,
            createdAt: new Date(),
          });
          await recordChange(tx, caller, {
            entity: 'users',
            entityId: added,
            action: 'created',
            after: masterRecord(toRow(await existing(added, tx))),
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

    async update(caller: SessionUser, id: number, input: UpdateInput): Promise<UserRow> {
      const user = await existing(id);
      if (id === caller.user_id) {
        if (input.roleid !== Role.admin) throw refuse('roleid', USER_MESSAGES.ownRole);
        if (input.companyid !== user.companyId) throw refuse('companyid', USER_MESSAGES.ownCompany);
      }
      await refuseUnknownCompany(input.companyid);
      const claimsChange = input.roleid !== user.roleId || input.companyid !== user.companyId;
      await changeUser(caller, id, 'updated', (tx) =>
        repository.updateUser(
          tx,
          id,
          {
            name: input.name,
            roleId: input.roleid,
            companyId: input.companyid,
            modifiedBy: caller.user_id,
            modifiedAt: new Date(),
          },
          claimsChange,
        ),
      );
      return reread(id);
    },

    async resetPassword(caller: SessionUser, id: number, newPassword: string): Promise<UserRow> {
      await existing(id);
      if (id === caller.user_id) throw refuse('newpassword', USER_MESSAGES.ownPassword);
      const passwordHash = await hashPassword(newPassword);
      await changeUser(caller, id, 'password-set', async (tx) => {
        await setPasswordHash(tx, id, passwordHash, caller.user_id);
      });
      return reread(id);
    },

    async setActive(caller: SessionUser, id: number, active: boolean): Promise<UserRow> {
      const user = await existing(id);
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
