import { COARRI_DOCUMENT } from './coarri';
import { CODECO_DOCUMENT } from './codeco';
import type { EQUIPMENT_STATUS } from './containerSegments';

// Which message reports a movement is data on the movement (its EDI event and whether the box
// moves full), so a company that adds a movement chooses its message on the Movement screen.

/** What a movement is to a shipping line's EDI: through the gate, or on or off the vessel. */
export const EDI_EVENT_LABELS = {
  'gate-in': 'CODECO gate-in (34)',
  'gate-out': 'CODECO gate-out (36)',
  discharge: 'COARRI discharge (44)',
  load: 'COARRI loading (46)',
} as const;
export type EdiEvent = keyof typeof EDI_EVENT_LABELS;
export const EDI_EVENTS = Object.keys(EDI_EVENT_LABELS) as [EdiEvent, ...EdiEvent[]];

/** The message a movement's containers are reported in, and how each EQD describes them. */
export interface MovementMessage {
  message: 'CODECO' | 'COARRI';
  /** BGM 1001: 34, 36, 44 or 46. */
  document: number;
  status: keyof typeof EQUIPMENT_STATUS;
  full: boolean;
}

/** EQD 8249 from the movement's trade: import, export, transhipment; a repositioning is neither. */
const STATUS_OF_TRADE: Record<string, MovementMessage['status']> = {
  I: 'import',
  E: 'export',
  T: 'transhipment',
};

const MESSAGE_OF_EVENT: Record<EdiEvent, Pick<MovementMessage, 'message' | 'document'>> = {
  'gate-in': { message: 'CODECO', document: CODECO_DOCUMENT.in },
  'gate-out': { message: 'CODECO', document: CODECO_DOCUMENT.out },
  discharge: { message: 'COARRI', document: COARRI_DOCUMENT.discharge },
  load: { message: 'COARRI', document: COARRI_DOCUMENT.load },
};

/**
 * The message of a movement, or null when the movement is reported in none (a booking
 * confirmation, a stuffing inside the CFS).
 * @example movementMessage({ ediEvent: 'gate-in', moveFor: 'E', ediFull: true }) // CODECO 34, export, full
 */
export function movementMessage(movement: {
  ediEvent: EdiEvent | null;
  moveFor: string | null;
  ediFull: boolean;
}): MovementMessage | null {
  if (!movement.ediEvent) return null;
  const status = STATUS_OF_TRADE[movement.moveFor ?? ''] ?? 'continental';
  return { ...MESSAGE_OF_EVENT[movement.ediEvent], status, full: movement.ediFull };
}
