/** Writes one kind of document: its data in, the file's bytes out. */
export interface DocumentWriter<Data> {
  /** The extension of the file's name, without the dot. */
  extension: string;
  contentType: string;
  write(data: Data): Promise<Buffer>;
}
