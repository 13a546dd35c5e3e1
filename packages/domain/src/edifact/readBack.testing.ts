/// <reference path="./edifact-parser.d.ts" />
import { Parser } from 'edifact';

// For tests only (never exported from the package): an interchange as the independent `edifact`
// parser reads it back, each segment's tag and its elements' components.

export interface ParsedSegment {
  name: string;
  elements: string[][];
}

export function readBack(text: string): ParsedSegment[] {
  const parser = new Parser();
  const segments: ParsedSegment[] = [];
  let elements: string[][] = [];
  let components: string[] = [];
  parser.on('opensegment', (name) => {
    elements = [];
    segments.push({ name, elements });
  });
  parser.on('element', () => {
    components = [];
    elements.push(components);
  });
  parser.on('component', (value) => components.push(value));
  parser.write(text);
  parser.end();
  return segments;
}

/** The messages of an interchange read back: each one's segments, UNH to UNT. */
export function messagesOf(segments: readonly ParsedSegment[]): ParsedSegment[][] {
  const messages: ParsedSegment[][] = [];
  for (const found of segments) {
    if (found.name === 'UNH') messages.push([]);
    if (messages.length > 0 && !['UNB', 'UNZ'].includes(found.name))
      messages[messages.length - 1]?.push(found);
  }
  return messages;
}
