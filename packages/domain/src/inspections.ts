// The fixed lists and small rules of an inspection and its damage lines (spec 001 §3, 002 §3, 9;
// domain.md §3), shared by the entry screens, the server and the later report and EDI writers.

/** conditionid: 1 Damage, 2 Sound. */
export const Condition = { damage: 1, sound: 2 } as const;
export type Condition = (typeof Condition)[keyof typeof Condition];
export const CONDITION_LABELS: Record<Condition, string> = { 1: 'Damage', 2: 'Sound' };

/** typeid: 1 EOR (estimate of repair), 2 Non-EOR, the default of a new inspection. */
export const InspectionType = { eor: 1, nonEor: 2 } as const;
export type InspectionType = (typeof InspectionType)[keyof typeof InspectionType];
export const INSPECTION_TYPE_LABELS: Record<InspectionType, string> = { 1: 'EOR', 2: 'Non-EOR' };

/** tranmode: R road, T train. */
export const TRANSPORT_MODES = { R: 'ROAD', T: 'TRAIN' } as const;
export type TransportMode = keyof typeof TRANSPORT_MODES;

/** hazstat: N (the default) or Y. */
export const HAZARD_STATES = ['N', 'Y'] as const;
export type HazardState = (typeof HAZARD_STATES)[number];

/** damlocationid: 1 EXT, 2 INT. */
export const DAMAGE_SIDES = { 1: 'EXT', 2: 'INT' } as const;
export type DamageSideId = keyof typeof DAMAGE_SIDES;

/** positionid 1–8, in the spec's order. */
export const DAMAGE_POSITIONS = [
  'Left',
  'Front',
  'Right',
  'Top',
  'Rear',
  'Interior',
  'Under Structure',
  'Exterior',
] as const;

/** The first part of a from/to section: 1 to 30, Left, Right. */
export const SECTION_NUMBERS: readonly string[] = [
  ...Array.from({ length: 30 }, (_, index) => String(index + 1)),
  'Left',
  'Right',
];

/** The second part of a from/to section. */
export const SECTION_PARTS = ['Top', 'Bottom', 'Left', 'Right'] as const;

/** The number of entries Transaction Entry keeps in view after saving. */
export const RECENT_ENTRIES = 5;

/** Photos a surveyor may attach: checked by content, not by name. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_FILES = 20;
/**
 * The most pixels a photo may have: 50 megapixels, above any phone's or camera's photo. Decoding
 * takes 4 bytes a pixel, so a small file claiming a huge picture could take gigabytes.
 */
export const PHOTO_MAX_MEGAPIXELS = 50;
export const PHOTO_MAX_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;

/**
 * The photo type the bytes are, by their signature, or undefined: a file is judged by what it
 * holds, never by the name or type its sender gave it.
 */
export function photoTypeOf(head: Uint8Array): PhotoType | undefined {
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return 'image/png';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'image/webp';
  // ISO base media: 'ftyp' then a brand of the HEIF family.
  if (text(4, 8) === 'ftyp' && /^(heic|heix|hevc|hevx|heim|heis|mif1|msf1)$/.test(text(8, 12)))
    return 'image/heic';
  return undefined;
}

/** HHMM on a 24-hour clock, as the entry row's time field takes it (placeholder 0000). */
export function isInspectionTime(text: string): boolean {
  return /^([01]\d|2[0-3])[0-5]\d$/.test(text);
}

/** The entry row's default inspection moment: now less 15 minutes (spec 001 §9). */
export function defaultInspectionMoment(now: Date): Date {
  return new Date(now.getTime() - 15 * 60 * 1000);
}

/** Area of a damage in cm², length × breadth, to two decimals (half up); null unless both are given. */
export function damageArea(
  length: number | null | undefined,
  breadth: number | null | undefined,
): number | null {
  if (length == null || breadth == null) return null;
  // Work in hundredths so 0.1 × 0.2 does not come out as 0.020000000000000004.
  const hundredths = Math.round(length * 100) * Math.round(breadth * 100);
  return Math.round(hundredths / 100) / 100;
}

/** What holds an inspection fast: the survey report or the bill it is on. */
export interface InspectionLock {
  containerNumber: string;
  reportNo: string | null;
  billNo: string | null;
}

/**
 * Why an inspection cannot be changed, or undefined when it can: once on a survey report or a
 * bill it is part of a document a customer holds.
 */
export function lockMessage(lock: InspectionLock): string | undefined {
  if (lock.billNo)
    return `Container ${lock.containerNumber} is billed on bill ${lock.billNo}; it cannot be changed.`;
  if (lock.reportNo)
    return `Container ${lock.containerNumber} is on survey report ${lock.reportNo}; clear it from the report first.`;
  return undefined;
}
