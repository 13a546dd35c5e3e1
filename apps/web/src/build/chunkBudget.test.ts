import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Budget, checkDist, chunkName, type Manifest, ruleFor } from './chunkBudget';

const budget: Budget = {
  firstLoad: { screens: ['src/screens/dashboard/DashboardScreen.tsx'], maxBytes: 3000 },
  chunks: [
    { chunk: 'react', maxBytes: 1500 },
    { chunk: '*Screen', maxBytes: 500 },
    { chunk: '*', maxBytes: 1000 },
  ],
};

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index-AAAAAAAA.js',
    isEntry: true,
    imports: ['_react-BBBBBBBB.js'],
  },
  '_react-BBBBBBBB.js': { file: 'assets/react-BBBBBBBB.js' },
  'src/screens/dashboard/DashboardScreen.tsx': {
    file: 'assets/DashboardScreen-CCCCCCCC.js',
    imports: ['_react-BBBBBBBB.js', '_Card-DDDDDDDD.js'],
  },
  '_Card-DDDDDDDD.js': { file: 'assets/Card-DDDDDDDD.js' },
  'src/screens/bills/BillsScreen.tsx': { file: 'assets/BillsScreen-EEEEEEEE.js' },
};

let dist: string | undefined;
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
});

/** A built dist of the manifest above, each file of the given raw size, with or without a .br. */
function madeUpDist(sizes: Record<string, { raw: number; br?: number }>): string {
  dist = mkdtempSync(path.join(tmpdir(), 'quaybook-dist-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, size] of Object.entries(sizes)) {
    writeFileSync(path.join(dist, file), 'x'.repeat(size.raw));
    if (size.br !== undefined) writeFileSync(path.join(dist, `${file}.br`), 'b'.repeat(size.br));
  }
  return dist;
}

const withinBudget = {
  'assets/index-AAAAAAAA.js': { raw: 4000, br: 900 },
  'assets/react-BBBBBBBB.js': { raw: 9000, br: 1400 },
  'assets/DashboardScreen-CCCCCCCC.js': { raw: 400 },
  'assets/Card-DDDDDDDD.js': { raw: 2000, br: 200 },
  'assets/BillsScreen-EEEEEEEE.js': { raw: 3000, br: 450 },
};

describe('chunk budget', () => {
  it('names a chunk without its folder, hash and extension', () => {
    expect(chunkName('assets/react-BBBBBBBB.js')).toBe('react');
    expect(chunkName('assets/inspections--uUYjsUc.js')).toBe('inspections');
    expect(chunkName('assets/vfs_fonts-BjQxQix9.js')).toBe('vfs_fonts');
  });

  it('takes the first rule whose pattern matches the name', () => {
    expect(ruleFor('BillsScreen', budget.chunks)?.chunk).toBe('*Screen');
    expect(ruleFor('react', budget.chunks)?.chunk).toBe('react');
    expect(ruleFor('react-dom', budget.chunks)?.chunk).toBe('*');
  });

  it('passes a dist whose chunks and first load are within budget, counting the brotli copy as sent', () => {
    const report = checkDist(madeUpDist(withinBudget), budget);
    expect(report.failures).toEqual([]);
    // The entry, what it imports, and the first screen with its imports; not the other screen.
    expect(report.firstLoad.files.sort()).toEqual([
      'assets/Card-DDDDDDDD.js',
      'assets/DashboardScreen-CCCCCCCC.js',
      'assets/index-AAAAAAAA.js',
      'assets/react-BBBBBBBB.js',
    ]);
    // A file with no brotli copy is sent as it is.
    expect(report.firstLoad.bytes).toBe(900 + 1400 + 400 + 200);
  });

  it('fails naming the chunk that grew past its budget', () => {
    const report = checkDist(
      madeUpDist({ ...withinBudget, 'assets/BillsScreen-EEEEEEEE.js': { raw: 3000, br: 501 } }),
      budget,
    );
    expect(report.failures).toEqual([
      'assets/BillsScreen-EEEEEEEE.js: 501 bytes over the budget of 500 for *Screen',
    ]);
    expect(report.chunks.find((line) => line.name === 'BillsScreen')?.over).toBe(true);
  });

  it('fails when the first load together passes its budget though every chunk is within its own', () => {
    const report = checkDist(
      madeUpDist({ ...withinBudget, 'assets/Card-DDDDDDDD.js': { raw: 2000, br: 600 } }),
      budget,
    );
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatch(/^first load: 3300 bytes over the budget of 3000/);
  });

  it('fails a chunk that no rule names', () => {
    const report = checkDist(madeUpDist(withinBudget), {
      ...budget,
      chunks: budget.chunks.filter((rule) => rule.chunk !== '*'),
    });
    expect(report.failures).toEqual([
      'assets/index-AAAAAAAA.js: no budget names the chunk index',
      'assets/Card-DDDDDDDD.js: no budget names the chunk Card',
    ]);
  });
});
