import { describe, expect, it } from 'vitest';
import { memoryText, replicaText } from './AboutScreen';

const stats = {
  state: 'caught up' as const,
  lagMs: 0,
  maxLagMs: 312,
  reads: { replica: 1204, primary: 3 },
  waits: { count: 2, totalMs: 9, maxMs: 6 },
};

describe('the replica as the About page says it', () => {
  it('gives its state, its lag now and at most, and where the reads went', () => {
    expect(replicaText(stats)).toBe(
      "Caught up (0 ms behind, at most 312 ms); 1,204 reads there, 3 on the primary, 2 waited for their user's save",
    );
  });

  it('says the primary answers while the replica is behind or out of reach', () => {
    expect(replicaText({ ...stats, state: 'behind', lagMs: 7250 })).toMatch(
      /^Behind: the primary answers \(7,250 ms behind, at most 312 ms\)/,
    );
    expect(
      replicaText({
        ...stats,
        state: 'unreachable',
        lagMs: null,
        waits: { count: 0, totalMs: 0, maxMs: 0 },
      }),
    ).toBe(
      'Unreachable: the primary answers (at most 312 ms); 1,204 reads there, 3 on the primary',
    );
  });
});

describe('the server’s memory as the About page says it', () => {
  const MB = 1048576;
  it('gives the whole and its parts, PGlite’s only where the database is in the process', () => {
    const memory = { resident: 212 * MB, javascript: 61 * MB, buffers: 3 * MB, database: 128 * MB };
    expect(memoryText(memory)).toBe('212 MB in all: JavaScript 61 MB, buffers 3 MB, PGlite 128 MB');
    expect(memoryText({ ...memory, database: null })).toBe(
      '212 MB in all: JavaScript 61 MB, buffers 3 MB',
    );
  });
});
