import { MOVEMENT_FIELD_KEYS } from '@quaybook/contract';
import { BEFORE_CONDITION, type EntryKey } from './entryRow';
import type { EntryScreen } from './entryScreens';

/**
 * The fields in the order they are shown and tabbed through: the container's own first, then
 * the call's (in the header instead where a screen declares one), then the inspection's.
 */
const ORDER: readonly EntryKey[] = [
  'containerNumber',
  'iso_code',
  'isotarewt',
  'isogrosswt',
  'manufacture',
  'seal',
  'party',
  'vesselld',
  'voyage',
  'movementId',
  'c_agentid',
  'locationId',
  'tolocation',
  'inspdate',
  'insptime',
  'cargowt',
  'loadport',
  'destnport',
  'transport',
  'cfsName',
  'transporter',
  'bookingrelno',
  'tranmode',
  'hazstat',
  'note',
  'photos',
];
const MOVEMENT_DEPENDENT: ReadonlySet<EntryKey> = new Set(Object.values(MOVEMENT_FIELD_KEYS));
/** Names read whole at 1366 px ('MV KOTA BHARANI', 'Import Discharge'): two columns in the row. */
const LONG_NAMES: ReadonlySet<EntryKey> = new Set(['party', 'vesselld', 'movementId']);

/** Where each field of an entry screen goes, and which it requires, for the movement chosen. */
interface EntryLayout {
  header: readonly EntryKey[];
  row: readonly EntryKey[];
  /** Header then row: the order a refusal's first field is looked for in. */
  order: readonly EntryKey[];
  required: ReadonlySet<EntryKey>;
  /** Whether a field takes two columns of its grid. */
  wide(key: EntryKey): boolean;
}

export function entryLayout(screen: EntryScreen, asked: readonly EntryKey[]): EntryLayout {
  const inHeader = new Set(screen.header);
  const shown = ORDER.filter((key) => !MOVEMENT_DEPENDENT.has(key) || asked.includes(key));
  const header = shown.filter((key) => inHeader.has(key));
  const row = shown.filter((key) => !inHeader.has(key));
  return {
    header,
    row,
    order: [...header, ...row],
    required: new Set<EntryKey>([...BEFORE_CONDITION, 'iso_code', 'party', ...asked]),
    wide: (key) =>
      key === 'photos' || key === 'note' || (LONG_NAMES.has(key) && !inHeader.has(key)),
  };
}
