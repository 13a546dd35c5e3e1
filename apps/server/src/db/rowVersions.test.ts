import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from './migrations.testing';

// Every change of a versioned row raises its version, whichever code makes it, so an edit that
// started from an older version can be refused; a table added later with the audit columns must
// have the trigger too.

describe('row versions', () => {
  const { client, before, after } = useDatabaseBefore('0019_row_versions');

  it('every table with a version column raises it on a change, and only on a change', {
    timeout: 60_000,
  }, async () => {
    await before();
    await client.exec(`
      insert into roles (id, name) values (1, 'user'), (2, 'admin') on conflict do nothing;
      insert into companies (id, name) values (1, 'Surveyors Pvt Ltd');
      insert into vessels (id, company_id, name) values (1, 1, 'MV KOTA BHARANI');`);
    await after();

    const versioned = await client.query<{ table_name: string }>(
      `select table_name from information_schema.columns
       where table_schema = current_schema() and column_name = 'version' order by table_name`,
    );
    const triggered = await client.query<{ table_name: string }>(
      `select c.relname as table_name from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname = c.relname || '_version' order by c.relname`,
    );
    expect(versioned.rows.length).toBeGreaterThan(20);
    expect(triggered.rows).toEqual(versioned.rows);

    const version = async () =>
      (await client.query<{ version: number }>('select version from vessels where id = 1')).rows[0]
        ?.version;
    expect(await version()).toBe(1);
    await client.exec(`update vessels set description = 'Feeder' where id = 1`);
    expect(await version()).toBe(2);
    // A client cannot set the version it likes: the change raises it from what it was.
    await client.exec(`update vessels set description = 'Mainline', version = 1 where id = 1`);
    expect(await version()).toBe(3);
    await client.exec(`update vessels set description = 'Mainline' where id = 1`);
    expect(await version()).toBe(3);
  });
});
