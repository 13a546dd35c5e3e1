import type { DatabaseHandle, Migrated } from './db/client';
import type { FirstAdmin } from './db/seed/bootstrap';
import { REFERENCE_SEED } from './db/seed/seedReference';

/** What one start did to its database, told to the person who started it. */
export interface StartReport {
  database: Pick<DatabaseHandle, 'kind' | 'location'>;
  migrations: Migrated;
  firstAdmin: FirstAdmin | undefined;
}

const counted = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;

/**
 * The console lines of a start: every step of setting up a new database, or one line saying
 * where the database is and that it is up to date. A generated password is shown here once and
 * nowhere else: it is not logged and not stored in clear.
 */
export function startLines({ database, migrations, firstAdmin }: StartReport): string[] {
  const where =
    database.kind === 'pglite'
      ? `embedded PGlite at ${database.location}`
      : `PostgreSQL database ${database.location}`;
  const total = migrations.before + migrations.applied;
  const lines: string[] = [];
  if (migrations.before === 0) {
    lines.push(
      'First start of Quaybook:',
      `- created the database: ${where}`,
      `- applied ${counted(migrations.applied, 'migration')}`,
      `- seeded the reference data: ${REFERENCE_SEED.map(([what, rows]) => `${rows} ${what}`).join(', ')}`,
    );
  } else if (migrations.applied > 0) {
    lines.push(
      `Database: ${where}; applied ${counted(migrations.applied, 'new migration')}, ${total} in all`,
    );
  } else {
    lines.push(`Database: ${where}, up to date (${counted(total, 'migration')})`);
  }
  if (firstAdmin?.generatedPassword) {
    lines.push(
      `- created user '${firstAdmin.username}' with password ${firstAdmin.generatedPassword}`,
      '  Sign in and change it under Profile > Change Password.',
    );
  } else if (firstAdmin) {
    lines.push(`- created user '${firstAdmin.username}' with the password from ADMIN_PASSWORD`);
  }
  return lines;
}
