// An interchange read back: its segments as tags and components, with the separators its UNA
// announces (the defaults without one) and every released character taken literally. Used to
// find, in a file sent before, the message a replacement replaces.

/** A segment read back: its tag, then its data elements, each a list of components. */
export interface ReadSegment {
  tag: string;
  elements: string[][];
}

/** The segments of an interchange, UNA left out; line breaks between segments are ignored. */
export function readSegments(text: string): ReadSegment[] {
  const advice = text.startsWith('UNA') ? text.slice(3, 9) : ":+.? '";
  const [component, element, , release, , terminator] = [...advice];
  const segments: ReadSegment[] = [];
  let elements: string[][] = [[]];
  let value = '';
  let started = false;
  const characters = [...(text.startsWith('UNA') ? text.slice(9) : text)];
  for (let at = 0; at < characters.length; at += 1) {
    const character = characters[at] as string;
    if (!started && (character === '\n' || character === '\r')) continue;
    started = true;
    if (character === release) {
      at += 1;
      value += characters[at] ?? '';
    } else if (character === component) {
      elements.at(-1)?.push(value);
      value = '';
    } else if (character === element || character === terminator) {
      elements.at(-1)?.push(value);
      value = '';
      if (character === element) elements.push([]);
      else {
        const [[tag = ''] = [], ...rest] = elements;
        segments.push({ tag, elements: rest });
        elements = [[]];
        started = false;
      }
    } else value += character;
  }
  return segments;
}

/**
 * The BGM document number of the last message of the interchange that reported `container`
 * under BGM document code `document` (34, 36, 44, 46 …), or null when none did.
 * @example messageReporting(text, { container: 'TGHU1643396', document: 34 }) // '000000017001'
 */
export function messageReporting(
  text: string,
  wanted: { container: string; document: number },
): string | null {
  let found: string | null = null;
  let message: { document?: string; number?: string; reports: boolean } | null = null;
  for (const { tag, elements } of readSegments(text)) {
    if (tag === 'UNH') message = { reports: false };
    if (!message) continue;
    if (tag === 'BGM') {
      message.document = elements[0]?.[0];
      message.number = elements[1]?.[0];
    } else if (tag === 'EQD' && elements[1]?.[0] === wanted.container) message.reports = true;
    else if (tag === 'UNT') {
      if (message.reports && message.document === String(wanted.document) && message.number)
        found = message.number;
      message = null;
    }
  }
  return found;
}
