import { PORT_TIME_ZONE } from '../dates';
import { COARRI_IDENTIFIER, coarriSegments, type VesselOperation } from './coarri';
import { CODECO_IDENTIFIER, codecoSegments, type GateDirection, type GateMove } from './codeco';
import { MESSAGE_FUNCTION, type MessageFunction } from './containerSegments';
import type { MovementMessage } from './movementMessage';
import type { InterchangeReferences } from './references';
import type { Interchange, Message } from './syntax';

// A party's moves as one interchange: the moves of each message (CODECO or COARRI), document
// (34, 36, 44, 46), function (original, or replacement of which message) and vessel call go in a
// message of their own, since BGM, RFF and TDT speak for the whole message.

/** One container's move as the line is told of it. */
export interface ReportedMove extends GateMove {
  /** What the movement is reported as (movementMessage). */
  reportedAs: MovementMessage;
  /** 9 the first time, 5 when it replaces what was sent before (messageFunction). */
  function: MessageFunction;
  /** The BGM document number of the message a replacement replaces; null for an original. */
  replaces: string | null;
  /** The vessel call: its voyage, call sign and name. */
  vessel: { voyage: string; callSign?: string | null; vesselName?: string | null };
}

/** The moves one message carries. */
export interface MessageGroup {
  reportedAs: MovementMessage;
  function: MessageFunction;
  replaces: string | null;
  vessel: ReportedMove['vessel'];
  /** The port of the call (COARRI's discharge or loading port). */
  port: string;
  moves: ReportedMove[];
}

/** The moves by message, in the order they first appear. */
export function messageGroups(moves: readonly ReportedMove[]): MessageGroup[] {
  const groups = new Map<string, MessageGroup>();
  for (const move of moves) {
    const { reportedAs, vessel } = move;
    const port = move.depot.locode;
    const key = [
      reportedAs.message,
      reportedAs.document,
      move.function,
      move.replaces ?? '',
      vessel.voyage,
      vessel.callSign ?? '',
      vessel.vesselName ?? '',
      // A COARRI names one port of call; a CODECO names the depot's on each move.
      reportedAs.message === 'COARRI' ? port : '',
    ].join('\u0000');
    const group = groups.get(key);
    if (group) group.moves.push(move);
    else
      groups.set(key, {
        reportedAs,
        function: move.function,
        replaces: move.replaces,
        vessel,
        port,
        moves: [move],
      });
  }
  return [...groups.values()];
}

const GATE: Record<number, GateDirection> = { 34: 'in', 36: 'out' };
const OPERATION: Record<number, VesselOperation> = { 44: 'discharge', 46: 'load' };

/** The parties of a line's interchange: our id, the line's id, and the line's carrier code. */
export interface LineParties {
  sender: string;
  recipient: string;
  carrier: string;
}

/** One message of a group; its reference is also its BGM document number. */
function groupMessage(group: MessageGroup, reference: string, parties: LineParties): Message {
  const vessel = { ...group.vessel, carrier: parties.carrier };
  if (group.reportedAs.message === 'CODECO')
    return {
      reference,
      identifier: CODECO_IDENTIFIER,
      segments: codecoSegments({
        direction: GATE[group.reportedAs.document] ?? 'in',
        documentNo: reference,
        function: group.function,
        replaces: group.replaces,
        vessel,
        sender: parties.sender,
        recipient: parties.recipient,
        containerOperator: parties.carrier,
        moves: group.moves,
      }),
    };
  return {
    reference,
    identifier: COARRI_IDENTIFIER,
    segments: coarriSegments({
      operation: OPERATION[group.reportedAs.document] ?? 'discharge',
      documentNo: reference,
      function: group.function,
      replaces: group.replaces,
      vessel,
      port: group.port,
      sender: parties.sender,
      recipient: parties.recipient,
      carrier: parties.carrier,
      moves: group.moves.map((move) => ({ ...move, containerOperator: parties.carrier })),
    }),
  };
}

/** The interchange of the groups, under references taken for exactly that many messages. */
export function movementInterchange(
  groups: readonly MessageGroup[],
  parties: LineParties,
  references: InterchangeReferences,
  prepared: Interchange['prepared'],
): Interchange {
  if (references.messageReferences.length !== groups.length)
    throw new Error('An interchange takes one message reference per message.');
  return {
    syntax: ['UNOA', 2],
    sender: parties.sender,
    recipient: parties.recipient,
    prepared,
    controlReference: references.controlReference,
    messages: groups.map((group, index) =>
      groupMessage(group, references.messageReferences[index] as string, parties),
    ),
  };
}

/**
 * The function of a message about a move: a replacement when the message the line was told it in
 * before is known (its document number), else an original.
 */
export const messageFunction = (replaces: string | null): MessageFunction =>
  replaces ? MESSAGE_FUNCTION.replace : MESSAGE_FUNCTION.original;

/**
 * When an interchange is prepared, on the ports' clock, as UNB writes it: YYMMDD and HHMM.
 * @example preparedAt(new Date('2025-04-12T05:06:00Z')) // { date: '250412', time: '1036' }
 */
export function preparedAt(now: Date): Interchange['prepared'] {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: PORT_TIME_ZONE,
    year: '2-digit',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((found) => found.type === type)?.value ?? '';
  return {
    date: `${part('year')}${part('month')}${part('day')}`,
    time: `${part('hour')}${part('minute')}`,
  };
}

/**
 * An inspection's moment as DTM format 203 writes it: CCYYMMDDHHMM; no time is midnight.
 * @example moveMoment('2025-04-12', '1035') // '202504121035'
 */
export const moveMoment = (isoDay: string, hhmm: string | null | undefined): string =>
  `${isoDay.replaceAll('-', '')}${hhmm && /^\d{4}$/.test(hhmm) ? hhmm : '0000'}`;
