import { describe, expect, it } from 'vitest';
import { estimateFixture, lineFixture } from './estimateFixture';
import { repairableLines, repairRequest } from './repairRequest';

const photo = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe('the repair request', () => {
  it('offers only the approved lines not yet repaired', () => {
    const estimate = estimateFixture({
      status: 'partly_approved',
      lines: [
        lineFixture({ lineno: 1, approved: 1 }),
        lineFixture({ lineno: 2, approved: 0 }),
        lineFixture({ lineno: 3, approved: 1, repairdate: '2026-11-20' }),
        lineFixture({ lineno: 4, approved: 1 }),
      ],
    });
    expect(repairableLines(estimate)).toEqual([1, 4]);
  });

  it('sends the photos of the ticked lines only, each named by its line in order', () => {
    const a = photo('a.jpg');
    const b = photo('b.jpg');
    const c = photo('c.jpg');
    const { body, files } = repairRequest(
      { estimateid: 42, version: 5 },
      { lines: [4, 1], repairdate: '2026-11-28', photos: { 1: [a, b], 2: [c], 4: [] } },
    );
    expect(body).toEqual({
      estimateid: 42,
      version: 5,
      lines: [4, 1],
      repairdate: '2026-11-28',
      photolines: [1, 1],
    });
    expect(files.map((file) => file.name)).toEqual(['a.jpg', 'b.jpg']);
  });

  it('leaves out the date and photo lines when there are none', () => {
    const { body, files } = repairRequest(
      { estimateid: 42, version: 5 },
      { lines: [1], repairdate: '', photos: {} },
    );
    expect(body).toEqual({ estimateid: 42, version: 5, lines: [1] });
    expect(files).toEqual([]);
  });
});
