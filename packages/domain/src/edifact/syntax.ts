import { unoaText } from './unoa';

// UN/EDIFACT syntax (ISO 9735, as the SMDG container messages use it): segments of data elements
// of components, the default separators announced by UNA, the release character before any
// separator inside a value, and the envelope that counts what it holds. Every interchange is
// written in UNOA, so every value is mapped into that character set here, then released.

/** A component's value; blank, null and undefined are left empty. */
export type Component = string | number | null | undefined;
/** A simple data element, or a composite one given as its components. */
export type DataElement = Component | readonly Component[];

export interface Segment {
  tag: string;
  elements: readonly DataElement[];
}

/** `segment('EQD', 'CN', 'TGHU1643396', ['22G1', 102, 5], null, 3, 4)` */
export const segment = (tag: string, ...elements: DataElement[]): Segment => ({ tag, elements });

/** The service string advice: `:` components, `+` elements, `.` decimal, `?` release, `'` end. */
export const UNA = "UNA:+.? '";
const RELEASE = /[?'+:]/g;

/** A value as transmitted: every separator and the release character itself released by `?`. */
export function released(value: string): string {
  return value.replace(RELEASE, (character) => `?${character}`);
}

/** A component as transmitted: in the UNOA set first, then released (the mapping keeps `?`). */
const text = (component: Component) =>
  component === null || component === undefined ? '' : released(unoaText(String(component)));

/** Drops the empty entries at the end: trailing empty elements and components are omitted. */
function trimmed(values: readonly string[], separator: string): string {
  let end = values.length;
  while (end > 0 && values[end - 1] === '') end -= 1;
  return values.slice(0, end).join(separator);
}

/** One segment as text, with its terminator. */
export function segmentText({ tag, elements }: Segment): string {
  const values = elements.map((element) =>
    Array.isArray(element)
      ? trimmed((element as readonly Component[]).map(text), ':')
      : text(element as Component),
  );
  const body = trimmed(values, '+');
  return `${tag}${body ? `+${body}` : ''}'`;
}

/** A message of an interchange: its reference, its identifier and the segments between UNH and UNT. */
export interface Message {
  /** Unique within the interchange; repeated in UNT. At most 14 characters. */
  reference: string;
  /** Type, version, release, agency and association code: CODECO:D:95B:UN:SMDG16. */
  identifier: readonly [
    type: string,
    version: string,
    release: string,
    agency: string,
    association?: string,
  ];
  segments: readonly Segment[];
}

export interface Interchange {
  /** UNB S001: UNOA, the character set every value is written in, and its version, e.g. 2. */
  syntax: readonly [identifier: 'UNOA', version: number];
  sender: string;
  recipient: string;
  /** When it was prepared: YYMMDD and HHMM. */
  prepared: { date: string; time: string };
  /** The interchange control reference, at most 14 characters; repeated in UNZ. */
  controlReference: string;
  messages: readonly Message[];
  /** UNB test indicator: the partner processes it as a test. */
  test?: boolean;
}

/** Every segment of an interchange in order, UNB to UNZ, each message counted in its UNT. */
export function interchangeSegments(interchange: Interchange): Segment[] {
  for (const reference of [
    interchange.controlReference,
    ...interchange.messages.map((m) => m.reference),
  ])
    if (reference.length === 0 || reference.length > 14)
      throw new Error(`An EDIFACT reference is 1 to 14 characters, not '${reference}'.`);
  const header = segment(
    'UNB',
    [...interchange.syntax],
    interchange.sender,
    interchange.recipient,
    [interchange.prepared.date, interchange.prepared.time],
    interchange.controlReference,
    ...(interchange.test ? [null, null, null, null, null, 1] : []),
  );
  const messages = interchange.messages.flatMap((message) => [
    segment('UNH', message.reference, [...message.identifier]),
    ...message.segments,
    // UNT counts the message's segments including UNH and UNT.
    segment('UNT', message.segments.length + 2, message.reference),
  ]);
  return [
    header,
    ...messages,
    segment('UNZ', interchange.messages.length, interchange.controlReference),
  ];
}

/** The interchange as a file: UNA, then one segment a line. */
export function interchangeText(interchange: Interchange): string {
  return `${[UNA, ...interchangeSegments(interchange).map(segmentText)].join('\n')}\n`;
}
