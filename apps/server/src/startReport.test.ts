import { describe, expect, it } from 'vitest';
import { startLines } from './startReport';

const database = { kind: 'postgres' as const, location: 'quaybook on 127.0.0.1:5432' };

describe('what a start tells', () => {
  it('names ADMIN_PASSWORD instead of showing a password it did not make', () => {
    const lines = startLines({
      database,
      migrations: { before: 0, applied: 1 },
      firstAdmin: { username: 'admin' },
    });
    expect(lines[1]).toBe('- created the database: PostgreSQL database quaybook on 127.0.0.1:5432');
    expect(lines[2]).toBe('- applied 1 migration');
    expect(lines.at(-1)).toBe("- created user 'admin' with the password from ADMIN_PASSWORD");
  });

  it('tells the migrations an upgrade applied', () => {
    expect(
      startLines({ database, migrations: { before: 4, applied: 2 }, firstAdmin: undefined }),
    ).toEqual([
      'Database: PostgreSQL database quaybook on 127.0.0.1:5432; applied 2 new migrations, 6 in all',
    ]);
  });
});
