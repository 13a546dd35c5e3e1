// The independent UN/EDIFACT parser the tests read written interchanges back with.
declare module 'edifact' {
  export class Parser {
    on(event: 'opensegment', listener: (tag: string) => void): this;
    on(event: 'element' | 'closesegment', listener: () => void): this;
    on(event: 'component', listener: (value: string) => void): this;
    write(text: string): void;
    end(): void;
  }
}
