import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock';

describe('the lock of a PGlite folder', () => {
  let parent: string;
  let folder: string;
  beforeEach(async () => {
    parent = await mkdtemp(path.join(os.tmpdir(), 'quaybook-lock-'));
    folder = path.join(parent, 'db');
  });
  afterEach(() => rm(parent, { recursive: true, force: true }));

  it('refuses a second opener while the first holds it, naming the holder, and frees on release', async () => {
    const release = await lockDataDir(folder);
    await expect(lockDataDir(folder)).rejects.toThrow(
      `The database folder ${folder} is in use by process ${process.pid}`,
    );
    await release();
    const again = await lockDataDir(folder);
    await again();
  });

  it('takes over a lock left by a process that has ended', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(`${folder}.lock`, `${ended}\n`);
    const release = await lockDataDir(folder);
    await release();
  });
});
