import { DAMAGE_POSITIONS } from './inspections';

// The CEDEX damage location code (domain.md §3.3) of a damage line as surveyors record it here:
// a face (the line's position), the half of it (the from part), and the section or sections.

/** Position 1 of the code, by the line's position (1 Left … 8 Exterior). */
const FACE: Record<(typeof DAMAGE_POSITIONS)[number], string> = {
  Left: 'L',
  Front: 'F',
  Right: 'R',
  Top: 'T',
  Rear: 'D',
  Interior: 'I',
  'Under Structure': 'U',
  Exterior: 'E',
};

/** Position 2: the half of the face; none or unknown is X, both halves. */
const HALF: Record<string, string> = { Top: 'T', Bottom: 'B', Left: 'L', Right: 'R' };

/** A section in one character: 1 to 9, 0 for 10 (surveyor practice), X for none or an end. */
function sectionCharacter(section: string | null | undefined): string | null {
  if (!section || !/^\d+$/.test(section)) return null;
  return String(Number(section) % 10);
}

export interface DamagePlace {
  /** 1 to 8, as DAMAGE_POSITIONS. */
  position: number;
  fromSection?: string | null;
  fromPart?: string | null;
  toSection?: string | null;
}

/**
 * The 4-character location code of a damage: face, half, first section, and the last section or
 * N when it is within one.
 * @example damageLocationCode({ position: 3, fromSection: '5', fromPart: 'Bottom' }) // 'RB5N'
 */
export function damageLocationCode(place: DamagePlace): string {
  const face = FACE[DAMAGE_POSITIONS[place.position - 1] ?? 'Exterior'] ?? 'X';
  const half = HALF[place.fromPart ?? ''] ?? 'X';
  const first = sectionCharacter(place.fromSection);
  const last = sectionCharacter(place.toSection);
  if (!first) return `${face}${half}XX`;
  return `${face}${half}${first}${last && last !== first ? last : 'N'}`;
}
