import { describe, expect, it } from 'vitest';
import { type DamageLineDraft, emptyDamageLine, lineProblems, linesWithPhotos } from './damageLine';

const line = (overrides: Partial<DamageLineDraft> = {}): DamageLineDraft => ({
  ...emptyDamageLine(),
  positionid: 2,
  component: 11,
  damageType: 12,
  repairType: 13,
  length: 10.5,
  breadth: 4,
  ...overrides,
});

describe('damage lines', () => {
  it('sends the area as length × breadth and a blank size as none', () => {
    const { lines } = linesWithPhotos([line(), line({ length: '', breadth: '' })]);
    expect(lines[0]).toMatchObject({ autoid: 0, positionid: 2, length: 10.5, area: 42 });
    expect(lines[1]).toMatchObject({ length: null, breadth: null, area: null });
  });

  it("numbers each line's photo after the files already in the call", () => {
    const photo = new File(['x'], 'dent.jpg', { type: 'image/jpeg' });
    const { lines, files } = linesWithPhotos(
      [line({ photo }), line(), line({ Image: 'saved.jpg' })],
      2,
    );
    expect(lines.map((l) => l.Image)).toEqual([2, null, 'saved.jpg']);
    expect(files).toEqual([{ blob: photo, name: 'dent.jpg' }]);
  });

  it("names each missing choice in the contract's words", () => {
    expect(lineProblems(line())).toEqual({});
    const problems = lineProblems(emptyDamageLine());
    expect(problems.positionid).toBe('Please choose a position.');
    expect(problems.component).toBe('Please choose a component.');
    expect(problems.repairType).toBe('Please choose a repair.');
    expect(lineProblems(line({ quantity: 0 })).quantity).toBe('Quantity must be at least 1.');
  });
});
