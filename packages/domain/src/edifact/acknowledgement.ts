import { type ReadSegment, readSegments } from './reading';

// What a shipping line answers to an interchange it was sent: a CONTRL (syntax and service
// report, ISO 9735-5: UCI for the interchange, UCF for a group, UCM for each message, UCS/UCD for
// the segment and element at fault) or an APERAK (application error and acknowledgement, D.95B
// and D.00B: BGM, the referenced messages in RFF or DOC, each error in ERC with its FTX).

export interface Acknowledgement {
  kind: 'CONTRL' | 'APERAK';
  /** The interchange control reference acknowledged (CONTRL UCI 0020), when it names one. */
  interchange: string | null;
  /** The referenced messages' references / document numbers (APERAK RFF, CONTRL UCM 0062). */
  messages: string[];
  accepted: boolean;
  /** What the line said, in words: the action, error codes and free text, short. */
  detail: string;
}

/** Longest detail kept: enough for the log's column, short of a pasted file. */
const DETAIL_LENGTH = 300;

/** CONTRL 0083, the action taken on the interchange, group or message reported. */
const ACTIONS: Record<string, { words: string; rejected: boolean }> = {
  '1': { words: 'acknowledged', rejected: false },
  '2': { words: 'acknowledged, errors reported', rejected: false },
  '3': { words: 'one or more rejected', rejected: true },
  '4': { words: 'rejected', rejected: true },
  '5': { words: 'envelope accepted', rejected: false },
  '6': { words: 'envelope rejected', rejected: true },
  '7': { words: 'acknowledged', rejected: false },
  '8': { words: 'received', rejected: false },
};

/** CONTRL 0085, the syntax error found (ISO 9735 service code list). */
const SYNTAX_ERRORS: Record<string, string> = {
  '2': 'syntax version or level not supported',
  '7': 'interchange recipient not actual recipient',
  '12': 'invalid value',
  '13': 'missing',
  '14': 'value not supported in this position',
  '15': 'not supported in this position',
  '16': 'too many constituents',
  '17': 'no agreement',
  '18': 'unspecified error',
  '19': 'invalid decimal notation',
  '20': 'character invalid as service character',
  '21': 'invalid characters',
  '22': 'invalid service characters',
  '23': 'unknown interchange sender',
  '24': 'too old',
  '25': 'test indicator not supported',
  '26': 'duplicate detected',
  '28': 'references do not match',
  '29': 'control count does not match',
  '32': 'lower level empty',
  '35': 'too many segment repetitions',
  '36': 'too many segment group repetitions',
  '37': 'invalid type of characters',
  '39': 'data element too long',
  '40': 'data element too short',
};

/** APERAK BGM 1225, message function: how the line took the referenced message. */
const REJECTING_FUNCTIONS: Record<string, string> = { '27': 'not accepted' };
const ACCEPTING_FUNCTIONS: Record<string, string> = {
  '6': 'confirmed',
  '29': 'accepted without amendment',
  '44': 'accepted without reserves',
};
/** APERAK BGM 4343, response type. */
const RESPONSES: Record<string, { words: string; rejected: boolean }> = {
  AP: { words: 'accepted', rejected: false },
  CA: { words: 'conditionally accepted', rejected: false },
  RE: { words: 'rejected', rejected: true },
};

/**
 * APERAK RFF qualifiers (UNCL 1153) naming the message acknowledged: lines differ, so each that
 * means "that message" is read — reference to previous message, sender's reference to the
 * original message, document number, related document number.
 */
const MESSAGE_REFERENCES = new Set(['ACW', 'AGO', 'DM', 'ACE']);

const value = (segment: ReadSegment, element: number, component = 0) =>
  segment.elements[element]?.[component]?.trim() ?? '';

/** 'invalid value (12) in UNB': the error, and the service segment at fault when named. */
const syntaxError = (code: string, tag = '') =>
  code ? `${SYNTAX_ERRORS[code] ?? 'error'} (${code})${tag ? ` in ${tag}` : ''}` : '';

/** Free text of an FTX (C108, element 4), its lines joined. */
const freeText = (segment: ReadSegment) =>
  (segment.elements[3] ?? [])
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');

const short = (text: string) =>
  text.length > DETAIL_LENGTH ? `${text.slice(0, DETAIL_LENGTH - 1).trimEnd()}…` : text;

/** The type of the file's first CONTRL or APERAK, and each such message's segments. */
function firstAcknowledgement(
  segments: ReadSegment[],
): { kind: Acknowledgement['kind']; messages: ReadSegment[][] } | null {
  let kind: Acknowledgement['kind'] | null = null;
  const messages: ReadSegment[][] = [];
  let current: ReadSegment[] | null = null;
  for (const segment of segments) {
    if (segment.tag === 'UNH') {
      const type = value(segment, 1).toUpperCase();
      current = null;
      if (type !== 'CONTRL' && type !== 'APERAK') continue;
      kind ??= type;
      // An interchange of several answers is read as one: each message of the same type.
      if (type !== kind) continue;
      current = [];
      messages.push(current);
    } else if (segment.tag === 'UNT') current = null;
    else current?.push(segment);
  }
  return kind ? { kind, messages } : null;
}

/** The words of one CONTRL level: 'Message 0001 rejected: missing (13) at segment 5'. */
function contrlLevel(
  what: string,
  action: string,
  errors: string[],
): { words: string; rejected: boolean } {
  const known = ACTIONS[action];
  const rejected = known?.rejected ?? false;
  const verb = known?.words ?? (action ? `action ${action}` : 'reported');
  const faults = errors.filter(Boolean);
  return { words: `${what} ${verb}${faults.length ? `: ${faults.join(', ')}` : ''}`, rejected };
}

function readContrl(messages: ReadSegment[][]): Acknowledgement {
  let interchange: string | null = null;
  const references: string[] = [];
  const parts: string[] = [];
  let rejected = false;
  for (const segments of messages) {
    // Errors of a segment or element (UCS, UCD) belong to the UCM before them.
    let open: { what: string; action: string; errors: string[] } | null = null;
    const close = () => {
      if (!open) return;
      const level = contrlLevel(open.what, open.action, open.errors);
      rejected ||= level.rejected;
      parts.push(level.words);
      open = null;
    };
    for (const segment of segments) {
      if (segment.tag === 'UCI') {
        close();
        interchange ||= value(segment, 0) || null;
        open = {
          what: `Interchange ${value(segment, 0)}`.trim(),
          action: value(segment, 3),
          errors: [syntaxError(value(segment, 4), value(segment, 5))],
        };
      } else if (segment.tag === 'UCF') {
        close();
        open = {
          what: `Group ${value(segment, 0)}`.trim(),
          action: value(segment, 3),
          errors: [syntaxError(value(segment, 4))],
        };
      } else if (segment.tag === 'UCM') {
        close();
        const reference = value(segment, 0);
        if (reference && !references.includes(reference)) references.push(reference);
        open = {
          what: `Message ${reference}`.trim(),
          action: value(segment, 2),
          errors: [syntaxError(value(segment, 3), value(segment, 4))],
        };
      } else if (segment.tag === 'UCS' && open) {
        const error = syntaxError(value(segment, 1));
        open.errors.push(`${error || 'error'} at segment ${value(segment, 0)}`);
      } else if (segment.tag === 'UCD' && open) {
        const position = [value(segment, 1), value(segment, 1, 1)].filter(Boolean).join('.');
        open.errors.push(`${syntaxError(value(segment, 0)) || 'error'} in element ${position}`);
      }
    }
    close();
  }
  return {
    kind: 'CONTRL',
    interchange,
    messages: references,
    accepted: !rejected,
    detail: short(parts.join('. ') || 'Syntax report without a verdict'),
  };
}

function readAperak(messages: ReadSegment[][]): Acknowledgement {
  const references: string[] = [];
  const parts: string[] = [];
  let rejected = false;
  const refer = (reference: string) => {
    if (reference && !references.includes(reference)) references.push(reference);
  };
  for (const segments of messages) {
    let verdict: { words: string; rejected: boolean } | null = null;
    const notes: string[] = [];
    const errors: { code: string; texts: string[] }[] = [];
    for (const segment of segments) {
      if (segment.tag === 'BGM') {
        const response = RESPONSES[value(segment, 3).toUpperCase()];
        const action = value(segment, 2);
        if (REJECTING_FUNCTIONS[action])
          verdict = { words: REJECTING_FUNCTIONS[action], rejected: true };
        else if (response) verdict = response;
        else if (ACCEPTING_FUNCTIONS[action])
          verdict = { words: ACCEPTING_FUNCTIONS[action], rejected: false };
      } else if (segment.tag === 'DOC' || segment.tag === 'RFF') {
        // After the first ERC, they point into the message (an equipment, a line), not at it.
        if (errors.length > 0) continue;
        if (segment.tag === 'DOC') refer(value(segment, 1));
        else if (MESSAGE_REFERENCES.has(value(segment, 0).toUpperCase()))
          refer(value(segment, 0, 1));
      } else if (segment.tag === 'ERC') {
        errors.push({ code: value(segment, 0), texts: [] });
      } else if (segment.tag === 'FTX') {
        const text = freeText(segment);
        if (!text) continue;
        (errors.at(-1)?.texts ?? notes).push(text);
      }
    }
    // Without a verdict in BGM, an application error reported is a rejection.
    const found = verdict ?? {
      words: errors.length ? 'rejected' : 'accepted',
      rejected: errors.length > 0,
    };
    rejected ||= found.rejected;
    const said = [
      ...errors.map(({ code, texts }) =>
        [code && `error ${code}`, texts.join(' ')].filter(Boolean).join(': '),
      ),
      ...notes,
    ].filter(Boolean);
    const words = `${found.words[0]?.toUpperCase()}${found.words.slice(1)}`;
    parts.push(`${words}${said.length ? `: ${said.join('; ')}` : ''}`);
  }
  return {
    kind: 'APERAK',
    interchange: null,
    messages: references,
    accepted: !rejected,
    detail: short(parts.join('. ')),
  };
}

/** The acknowledgement a file holds, or null when it is neither a CONTRL nor an APERAK (or not EDIFACT at all). Never throws on bad input. */
export function readAcknowledgement(text: string): Acknowledgement | null {
  if (typeof text !== 'string') return null;
  // A byte order mark or blank lines before UNA would hide the separators it announces.
  const found = firstAcknowledgement(readSegments(text.replace(/^\uFEFF?\s*/, '')));
  if (!found) return null;
  return found.kind === 'CONTRL' ? readContrl(found.messages) : readAperak(found.messages);
}
