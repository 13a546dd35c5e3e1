import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearStamp, inputsHash, isCurrent, writeStamp } from './buildStamp.mjs';

let root;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};
const INPUTS = ['app/src', 'app/build.mjs', 'package-lock.json'];
const OUTPUTS = ['app/dist/main.js'];

/** A part built from its inputs as they are now. */
function built() {
  write('app/dist/main.js', 'built');
  writeStamp(root, 'app', inputsHash(root, INPUTS));
}
const current = () => isCurrent(root, 'app', inputsHash(root, INPUTS), OUTPUTS);

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'quaybook-stamp-'));
  write('app/src/main.ts', 'export const a = 1;');
  write('app/src/lib/util.ts', 'export const b = 2;');
  write('app/build.mjs', 'build()');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('a part of the build', () => {
  it('is current after its build while nothing it reads changes, even the files’ times', () => {
    built();
    expect(current()).toBe(true);
    utimesSync(path.join(root, 'app/src/main.ts'), new Date(), new Date(2030, 0, 1));
    expect(current()).toBe(true);
  });

  it('is not current once a source, the build script or the lockfile changes', () => {
    for (const file of ['app/src/lib/util.ts', 'app/build.mjs', 'package-lock.json']) {
      built();
      write(file, `changed ${file}`);
      expect(current(), file).toBe(false);
    }
  });

  it('is not current once a source is added, removed or renamed', () => {
    built();
    write('app/src/extra.ts', '');
    expect(current()).toBe(false);
    built();
    rmSync(path.join(root, 'app/src/extra.ts'));
    expect(current()).toBe(false);
    built();
    rmSync(path.join(root, 'app/src/main.ts'));
    write('app/src/entry.ts', 'export const a = 1;');
    expect(current()).toBe(false);
  });

  it('ignores its own output and installed packages below its folders', () => {
    built();
    write('app/src/dist/old.js', 'left over');
    write('app/src/node_modules/x/index.js', 'installed');
    expect(current()).toBe(true);
  });

  it('is never current without its output, or without a stamp', () => {
    built();
    rmSync(path.join(root, 'app/dist/main.js'));
    expect(current()).toBe(false);
    built();
    clearStamp(root, 'app');
    expect(current()).toBe(false);
  });

  it('tells apart builds labelled differently from the same files', () => {
    expect(inputsHash(root, INPUTS, 'abc1234')).not.toBe(inputsHash(root, INPUTS, 'def5678'));
  });
});
