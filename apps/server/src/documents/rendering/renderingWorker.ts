// The documents' rendering thread: lays out the documents whose rendering takes long (a bill of
// thousands of containers takes over a second of pdfmake's synchronous work), so the server's
// main thread keeps answering other calls meanwhile.
import { parentPort } from 'node:worker_threads';
import { taxInvoicePdf } from '../writers/taxInvoicePdf';

/** The writers rendered on this thread, by name; their input must survive structured cloning. */
const writers = { taxInvoice: taxInvoicePdf } as const;

export type ThreadWriter = keyof typeof writers;

export interface RenderRequest {
  id: number;
  writer: ThreadWriter;
  input: unknown;
}

export type RenderReply = { id: number; bytes: Uint8Array } | { id: number; failed: string };

parentPort?.on('message', async ({ id, writer, input }: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { id, bytes: await writers[writer].write(input as never) };
  } catch (error) {
    reply = { id, failed: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  parentPort?.postMessage(reply);
});
