import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The layering rule of biome.json, tried on throwaway files where biome checks the server's code.
const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules/.bin/biome');
let folder;

beforeAll(() => {
  folder = mkdtempSync(path.join(root, 'apps/server/src/features/layering-check-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Biome's verdict on one file written with `text`, by its layering rule or by every rule. */
function lint(name, text, only = ['--only=style/noRestrictedImports']) {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  const result = spawnSync(biome, ['lint', '--colors=off', ...only, path.relative(root, file)], {
    cwd: root,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('routes and services never query', () => {
  it('refuses drizzle-orm in a routes file', () => {
    const verdict = lint('xRoutes.ts', "import { eq } from 'drizzle-orm';\nexport const x = eq;\n");
    expect(verdict.status).not.toBe(0);
    expect(verdict.output).toContain('lint/style/noRestrictedImports');
    expect(verdict.output).toContain('belong in a repository');
  });

  it('refuses drizzle-orm/pg-core and the schema by a relative path in a service', () => {
    const verdict = lint(
      'xService.ts',
      "import { alias } from 'drizzle-orm/pg-core';\nimport { bills } from '../../db/schema';\nimport { users } from '../../db/schema/users';\nexport const x = [alias, bills, users];\n",
    );
    expect(verdict.status).not.toBe(0);
    expect(verdict.output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(3);
  });

  it('lets a service take the transaction helper and its repository', () => {
    const verdict = lint(
      'yService.ts',
      "import { inTransaction } from '../../shared/transaction';\nimport * as repository from './yRepository';\nexport const y = [inTransaction, repository];\n",
    );
    expect(verdict.status).toBe(0);
  });

  it('lets a repository query', () => {
    const verdict = lint(
      'yRepository.ts',
      "import { eq } from 'drizzle-orm';\nimport { bills } from '../../db/schema';\nexport const y = [eq, bills];\n",
    );
    expect(verdict.status).toBe(0);
  });
});

describe('only repositories and infrastructure query', () => {
  it('refuses drizzle-orm and the schema in a plain feature module', () => {
    const verdict = lint(
      'xRows.ts',
      "import { eq } from 'drizzle-orm';\nimport { bills } from '../../db/schema';\nexport const x = [eq, bills];\n",
    );
    expect(verdict.status).not.toBe(0);
    expect(verdict.output.match(/lint\/style\/noRestrictedImports/g)).toHaveLength(2);
    expect(verdict.output).toContain('queries and the schema belong in a repository');
  });

  it('lets a master definition and a test import them', () => {
    const text =
      "import { eq } from 'drizzle-orm';\nimport { bills } from '../../db/schema';\nexport const x = [eq, bills];\n";
    expect(lint('xDefinition.ts', text).status).toBe(0);
    expect(lint('xRows.test.ts', text).status).toBe(0);
  });
});

describe('routes hand the database only to a service (scripts/routesBindServices.grit)', {
  timeout: 30_000,
}, () => {
  const routes = (body) =>
    `import { zService } from './zService';\nimport { zRows } from './zRepository';\nexport function zRoutes(deps: { db: unknown }) {\n${body}\n}\n`;

  it('refuses a query called with deps.db, or with db in an object', () => {
    const verdict = lint(
      'zRoutes.ts',
      routes('  const { db } = deps;\n  return [zRows(deps.db), zRows({ db }), zService(db)];'),
      [],
    );
    expect(verdict.status).not.toBe(0);
    expect(verdict.output.match(/hands the database only to a service/g)).toHaveLength(2);
  });

  it('lets a route build its service with the database', () => {
    const verdict = lint('zRoutes.ts', routes('  return [zService(deps.db), zRows];'), []);
    expect(verdict.status).toBe(0);
  });

  it('leaves modules other than routes to pass the database on', () => {
    const verdict = lint('zService.ts', routes('  return [zRows(deps.db)];'), [
      '--skip=style/noRestrictedImports',
    ]);
    expect(verdict.status).toBe(0);
  });
});
