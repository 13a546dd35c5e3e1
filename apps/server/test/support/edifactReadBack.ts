/// <reference path="../../../../packages/domain/src/edifact/edifact-parser.d.ts" />
import { Parser } from 'edifact';

export interface ReadSegment {
  name: string;
  elements: string[][];
}

/** An interchange as an independent parser (the `edifact` package) reads it: tags and elements. */
export function readBack(text: string): ReadSegment[] {
  const parser = new Parser();
  const segments: ReadSegment[] = [];
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
