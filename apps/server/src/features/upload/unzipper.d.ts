// The part of unzipper (the zip reader ExcelJS itself uses) that opens an archive by its central
// directory; the package ships no types.
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  interface CentralDirectoryFile {
    path: string;
    type: 'File' | 'Directory';
    stream(): Readable;
  }

  interface CentralDirectory {
    files: CentralDirectoryFile[];
  }

  const unzipper: {
    Open: { file(path: string): Promise<CentralDirectory> };
  };
  export default unzipper;
}
