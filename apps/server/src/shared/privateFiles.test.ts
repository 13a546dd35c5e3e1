import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { modeOf, modesWithin, underOpenUmask } from '../../test/support/fileModes';
import {
  keepPrivate,
  makePrivateWithin,
  openPrivate,
  privateFolder,
  privateWriteStream,
} from './privateFiles';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'quaybook-private-'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('private files, whatever the umask', () => {
  it('makes every missing folder 0700 and leaves one already there as it was', async () => {
    await chmod(root, 0o755);
    await underOpenUmask(() => privateFolder(path.join(root, 'data', 'files', 'ab')));
    expect(await modesWithin(root)).toEqual({
      '755': ['.'],
      '700': ['data', 'data/files', 'data/files/ab'],
    });
  });

  it('makes a folder already there private when kept private', async () => {
    const open = path.join(root, 'data');
    await underOpenUmask(() => mkdir(open, { mode: 0o777 }));
    expect(await modeOf(open)).toBe('777');
    await keepPrivate(open);
    expect(await modeOf(open)).toBe('700');
  });

  it('opens and streams into new files 0600, never over one already there', async () => {
    await underOpenUmask(async () => {
      const handle = await openPrivate(path.join(root, 'a.pdf'));
      await handle.writeFile('bill');
      await handle.close();
      await pipeline(Readable.from(['rows']), await privateWriteStream(path.join(root, 'b.csv')));
    });
    expect(await modeOf(path.join(root, 'a.pdf'))).toBe('600');
    expect(await modeOf(path.join(root, 'b.csv'))).toBe('600');
    expect(await readFile(path.join(root, 'b.csv'), 'utf8')).toBe('rows');
    await expect(openPrivate(path.join(root, 'a.pdf'))).rejects.toThrow(/EEXIST/);
  });

  it('makes every folder and file within a folder private, as PGlite’s are made at start', async () => {
    await underOpenUmask(async () => {
      await mkdir(path.join(root, 'base', '5'), { recursive: true, mode: 0o777 });
      await writeFile(path.join(root, 'base', '5', '1259'), 'page', { mode: 0o666 });
      await writeFile(path.join(root, 'PG_VERSION'), '17', { mode: 0o644 });
    });
    await makePrivateWithin(root);
    expect(await modesWithin(root)).toEqual({
      '700': ['.', 'base', 'base/5'],
      '600': ['PG_VERSION', 'base/5/1259'],
    });
  });
});
