import {
  type DamageLineInput,
  type DamageLineRow,
  damageLineInput,
  type OutgoingFile,
} from '@quaybook/contract';
import { DAMAGE_POSITIONS, DAMAGE_SIDES, type DamageSideId, damageArea } from '@quaybook/domain';

/** A damage line as its form holds it, before or after it is saved. */
export interface DamageLineDraft {
  /** The saved line's id; null for a line not yet saved. */
  autoid: number | null;
  damlocationid: DamageSideId;
  positionid: number | null;
  damageFrom: string | null;
  damageFromAnd: string | null;
  damageTo: string | null;
  damageToAnd: string | null;
  component: number | null;
  damageType: number | null;
  repairType: number | null;
  /** Centimetres as typed; '' for none. */
  length: number | '';
  breadth: number | '';
  quantity: number | '';
  note: string;
  /** A photo picked for the line, sent with the save. */
  photo: File | null;
  /** The photo the saved line already has (a name the server issued). */
  Image: string | null;
  /** The names a saved line came with, for codes no longer active. */
  names?: { component: string | null; damage: string | null; repair: string | null };
}

export function emptyDamageLine(): DamageLineDraft {
  return {
    autoid: null,
    damlocationid: 1,
    positionid: null,
    damageFrom: null,
    damageFromAnd: null,
    damageTo: null,
    damageToAnd: null,
    component: null,
    damageType: null,
    repairType: null,
    length: '',
    breadth: '',
    quantity: 1,
    note: '',
    photo: null,
    Image: null,
  };
}

const asNumber = (value: number | '') => (value === '' ? null : value);

/** The line's area in cm², shown as length × breadth; null until both are typed. */
export function draftArea(line: Pick<DamageLineDraft, 'length' | 'breadth'>): number | null {
  return damageArea(asNumber(line.length), asNumber(line.breadth));
}

/** EXT or INT, and the position's name (positions are numbered from 1). */
export function sideName(id: DamageSideId): string {
  return DAMAGE_SIDES[id];
}
export function positionName(id: number | null): string {
  return id ? (DAMAGE_POSITIONS[id - 1] ?? '') : '';
}

/** 'Left Top' for a section and its part; '' for none. */
export function sectionText(section: string | null, part: string | null): string {
  return [section, part].filter(Boolean).join(' ');
}

/** A saved line, ready to be edited in the form. */
export function draftOfRow(row: DamageLineRow): DamageLineDraft {
  return {
    autoid: row.autoid,
    damlocationid: row.damlocationid === 2 ? 2 : 1,
    positionid: row.positionid,
    damageFrom: row.damageFrom,
    damageFromAnd: row.damageFromAnd,
    damageTo: row.damageTo,
    damageToAnd: row.damageToAnd,
    component: row.component,
    damageType: row.damageType,
    repairType: row.repairType,
    length: row.length ?? '',
    breadth: row.breadth ?? '',
    quantity: row.quantity,
    note: row.note ?? '',
    photo: null,
    Image: row.Image,
    names: { component: row.componentName, damage: row.damageName, repair: row.repairName },
  };
}

/**
 * The line as the calls send it. `image` says which photo is the line's: the index of a file sent
 * with the call, or the name of a photo already saved.
 */
function lineInput(line: DamageLineDraft, image: number | string | null): DamageLineInput {
  return {
    autoid: line.autoid ?? 0,
    damlocationid: line.damlocationid,
    positionid: line.positionid ?? 0,
    damageFrom: line.damageFrom,
    damageFromAnd: line.damageFromAnd as DamageLineInput['damageFromAnd'],
    damageTo: line.damageTo,
    damageToAnd: line.damageToAnd as DamageLineInput['damageToAnd'],
    component: line.component,
    damageType: line.damageType,
    repairType: line.repairType,
    length: asNumber(line.length),
    breadth: asNumber(line.breadth),
    area: draftArea(line),
    quantity: asNumber(line.quantity),
    note: line.note.trim() || null,
    Image: image,
  };
}

/**
 * The lines of one call and the photos they bring: each new photo goes after the `before` files
 * already in the call, and its line's Image names that index.
 */
export function linesWithPhotos(
  lines: readonly DamageLineDraft[],
  before = 0,
): { lines: DamageLineInput[]; files: OutgoingFile[] } {
  const files: OutgoingFile[] = [];
  const inputs = lines.map((line) => {
    if (!line.photo) return lineInput(line, line.Image);
    files.push({ blob: line.photo, name: line.photo.name });
    return lineInput(line, before + files.length - 1);
  });
  return { lines: inputs, files };
}

/** Each field's problem with the line, in the contract's words; empty when it can be saved. */
export function lineProblems(line: DamageLineDraft): Record<string, string> {
  const parsed = damageLineInput.safeParse(lineInput(line, null));
  const problems: Record<string, string> = {};
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}
