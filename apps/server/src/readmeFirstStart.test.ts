import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR } from './paths';
import { startLines } from './startReport';

// The README shows what a first start and a later one print; these lines are what they print
// today, with the migrations committed today.

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const migrations = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length;
const database = { kind: 'pglite' as const, location: '/home/me/quaybook/data/db' };

describe("the README's example of a start", () => {
  it('shows the first start as it prints, with every migration of the migrations folder', () => {
    const block = /The console tells what\s+the first start did:\n\n```text\n([\s\S]*?)```/.exec(
      readme,
    )?.[1];
    expect(block, 'the first start example in README.md').toBeDefined();
    const password = /with password (\S+)/.exec(block ?? '')?.[1];
    const printed = startLines({
      database,
      migrations: { before: 0, applied: migrations },
      firstAdmin: { username: 'admin', generatedPassword: password },
    });
    expect(block).toBe(printed.map((line) => `  ${line}\n`).join(''));
  });

  it('shows a later start as it prints', () => {
    const [line] = startLines({
      database,
      migrations: { before: migrations, applied: 0 },
      firstAdmin: undefined,
    });
    const shown = /`(Database: embedded PGlite[^`]*)`/.exec(readme.replace(/\s*\n\s*/g, ' '))?.[1];
    expect(shown, 'the later start example in README.md').toBe(line);
  });
});
