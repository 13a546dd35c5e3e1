import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from './migrations.testing';

// A database from before the roles: its first user, admin, becomes the group administrator, and
// every other administrator stays their own company's administrator.

/** Users as stored before the migration: user name, role, company, active. */
type StoredUser = [string, 1 | 2, 1 | 2, boolean];

describe.each([
  {
    what: 'makes the user admin the group administrator, and no other administrator or user',
    users: [
      ['rina', 2, 2, true],
      ['Admin', 2, 1, true],
      ['tapas', 1, 1, true],
      ['haldia.admin', 2, 2, true],
    ] as StoredUser[],
    group: 'Admin',
  },
  {
    what: 'makes the oldest active administrator the group administrator where admin is gone',
    users: [
      ['tapas', 1, 1, true],
      ['chief', 2, 1, false],
      ['rina', 2, 2, true],
      ['haldia.admin', 2, 2, true],
    ] as StoredUser[],
    group: 'rina',
  },
])('the migration of the group administrator', ({ what, users, group }) => {
  const { client, before, after } = useDatabaseBefore('0017_group_administrator');

  // A new PGlite and two runs of the migrations take seconds on a busy machine.
  it(what, { timeout: 60_000 }, async () => {
    await before();
    await client.exec(`
      insert into roles (id, name) values (1, 'user'), (2, 'admin') on conflict do nothing;
      insert into companies (id, name) values (1, 'Surveyors Pvt Ltd'), (2, 'Haldia Surveys');
      insert into users (username, name, password_hash, role_id, company_id, is_active) values
        ${users.map(([name, role, company, active]) => `('${name}', '${name}', 'x', ${role}, ${company}, ${active})`).join(', ')};`);
    await after();
    const { rows } = await client.query<{ username: string; group_admin: boolean }>(
      'select username, group_admin from users order by id',
    );
    expect(rows).toEqual(
      users.map(([username]) => ({ username, group_admin: username === group })),
    );
  });
});
