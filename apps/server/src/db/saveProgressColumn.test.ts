import { describe, expect, it } from 'vitest';
import { useDatabaseBefore } from './migrations.testing';

// A save cut off before the progress had a column kept it in the batch's context: the migration
// moves it to the column, so the next save goes on from there, and leaves other batches alone.

describe('the migration of a save’s progress', () => {
  const { client, before, after } = useDatabaseBefore('0018_save_progress_column');

  it('moves a cut-off save’s progress out of its context, and leaves other batches as they were', {
    timeout: 60_000,
  }, async () => {
    await before();
    await client.exec(`
      insert into roles (id, name) values (1, 'user'), (2, 'admin') on conflict do nothing;
      insert into companies (id, name) values (1, 'Surveyors Pvt Ltd');
      insert into users (id, username, name, password_hash, role_id, company_id)
        values (1, 'rina', 'Rina', 'x', 1, 1);
      insert into upload_batches (id, company_id, user_id, kind, file_name, row_count, ok_count, context, status)
      values
        ('cut', 1, 1, 'advance-list', 'a.csv', 5000, 5000,
         '{"vcnId": 7, "saveProgress": {"upTo": 2000, "saved": 1990, "containersAdded": 12}}', 'staged'),
        ('waiting', 1, 1, 'advance-list', 'b.csv', 10, 10, '{"vcnId": 8}', 'staged');`);
    await after();
    const { rows } = await client.query<{ id: string; context: unknown; save_progress: unknown }>(
      'select id, context, save_progress from upload_batches order by id',
    );
    expect(rows).toEqual([
      {
        id: 'cut',
        context: { vcnId: 7 },
        save_progress: { upTo: 2000, saved: 1990, containersAdded: 12 },
      },
      { id: 'waiting', context: { vcnId: 8 }, save_progress: null },
    ]);
  });
});
