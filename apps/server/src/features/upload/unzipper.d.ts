// The part of unzipper (the zip reader ExcelJS itself uses) that opens an archive by its central
// directory; the package ships no types.
declare module 'unzipper' {
  import type { Readable } from 'node:stream';

  export interface CentralDirectoryFile {
    path: string;
    type: 'File' | 'Directory';
    /** The sizes the archive's central directory declares, packed and unpacked. */
    compressedSize: number;
    uncompressedSize: number;
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
